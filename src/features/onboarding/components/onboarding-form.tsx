import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { canEncryptCredentials } from '@/lib/crypto/credential-keys';
import { DataError, isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/data-error';
import { usePublicForm } from '@/lib/forms/use-public-form';
import { EMPTY_ONBOARDING_FORM, ONBOARDING_LIMITS } from '../api/onboarding-limits';
import type { OnboardingFormValues, OnboardingInput } from '../api/onboarding-schema';
import { BEST_TIMES } from '@/lib/onboarding/best-times';
import { CredentialsNote } from './credentials-note';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';

const ONBOARDING_FORM_ID = 'onboarding-form';
const ONBOARDING_FIELDS = Object.keys(EMPTY_ONBOARDING_FORM) as (keyof OnboardingFormValues)[];

/** What a failed send says (spec "Onboarding form"). */
function failureMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE;
  return error instanceof DataError
    ? 'Failed to submit your information. Please try again.'
    : 'An unexpected error occurred. Please try again.';
}

/**
 * The onboarding form (spec "Onboarding form"). Validation is ours (zod), not the browser's, so every
 * message is consistent and nothing typed is lost: on failure the parent leaves this form mounted as is.
 */
export function OnboardingForm({
  send,
  onSent,
  onFailed,
  onPrepare,
  initialValues,
}: {
  /** Stores the details; throws on failure. Not called when a bot filled the honeypot. */
  send: (input: OnboardingInput) => Promise<void>;
  onSent: () => void;
  onFailed: (message: string) => void;
  /** The visitor started on the form: load what a submit will need. */
  onPrepare: () => void;
  /** What a purchase's onboarding link already knows (name, email, domain); read at mount only. */
  initialValues?: Partial<OnboardingFormValues>;
}) {
  const { honeypot, ...onboarding } = usePublicForm<OnboardingFormValues, OnboardingInput>({
    id: ONBOARDING_FORM_ID,
    schema: () => import('../api/onboarding-schema').then((module) => module.onboardingSchema),
    defaultValues: { ...EMPTY_ONBOARDING_FORM, ...initialValues },
    mode: 'onTouched',
    // What the fields hold, whoever filled them (the visitor before the app started, autofill), is the form's.
    fields: ONBOARDING_FIELDS,
    watch: true,
    prepare: onPrepare,
    send,
    onSent,
    failureMessage,
    onFailed,
  });
  const { register, formState } = onboarding.form;
  const { errors } = formState;
  const { fullName, email, phone } = onboarding.values;
  const requiredFilled = [fullName, email, phone].every((value) => value.trim() !== '');
  const passwordAvailable = canEncryptCredentials();
  const isSubmitting = onboarding.submitting;

  return (
    <form
      {...onboarding.formProps}
      className="relative grid gap-6"
      aria-label="Project setup"
    >
      <HoneypotField ref={honeypot} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Contact Information</CardTitle>
          <CardDescription>How our onboarding team can reach you.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="fullName" label="Full Name" required error={errors.fullName?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...register('fullName')}
                required
                autoComplete="name"
                maxLength={ONBOARDING_LIMITS.fullName}
              />
            )}
          </FormField>
          <FormField id="email" label="Email" required error={errors.email?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...register('email')}
                type="email"
                required
                autoComplete="email"
                maxLength={ONBOARDING_LIMITS.email}
              />
            )}
          </FormField>
          <FormField id="phone" label="Phone" required error={errors.phone?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...register('phone')}
                type="tel"
                required
                autoComplete="tel"
                maxLength={ONBOARDING_LIMITS.phone}
              />
            )}
          </FormField>
          <FormField
            id="bestTimeToContact"
            label="Best Time to Contact"
            error={errors.bestTimeToContact?.message}
          >
            {(aria) => (
              <NativeSelect
                emptyLabel="Select a time"
                options={BEST_TIMES}
                className="appearance-auto"
                {...aria}
                {...register('bestTimeToContact')}
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Website Information</CardTitle>
          <CardDescription>
            Your website and how we can sign in to set up your tools. All optional.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="domainName" label="Domain Name" error={errors.domainName?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...register('domainName')}
                placeholder="yourbusiness.com"
                maxLength={ONBOARDING_LIMITS.domainName}
              />
            )}
          </FormField>
          <FormField id="backendLoginUrl" label="Backend Login URL" error={errors.backendLoginUrl?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...register('backendLoginUrl')}
                type="url"
                placeholder="https://yourbusiness.com/wp-admin"
              />
            )}
          </FormField>
          <CredentialsNote passwordAvailable={passwordAvailable} className="sm:col-span-2" />
          <FormField id="backendUsername" label="Backend Username" error={errors.backendUsername?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...register('backendUsername')}
                autoComplete="off"
                maxLength={ONBOARDING_LIMITS.backendUsername}
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </FormField>
          <FormField id="backendPassword" label="Backend Password" error={errors.backendPassword?.message}>
            {(aria) => (
              <PasswordInput
                {...aria}
                {...register('backendPassword')}
                autoComplete="new-password"
                maxLength={ONBOARDING_LIMITS.backendPassword}
                disabled={!passwordAvailable}
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-end"
        disabled={!requiredFilled || isSubmitting}
      >
        {isSubmitting ? (
          <>
            <Spinner />
            Submitting...
          </>
        ) : (
          'Submit Information'
        )}
      </Button>
    </form>
  );
}
