import { Send } from 'lucide-react';
import { useState } from 'react';
import { DemoNotice } from '@/components/layout/demo-notice';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { INQUIRY_LIMITS } from '@/lib/inquiries/inquiry-limits';
import type { ContactMessageFormValues, ContactMessageInput } from '@/lib/inquiries/inquiry-schema';
import { SubmitError } from '@/components/inquiries/submit-error';
import { useDeferredToast } from '@/components/ui/use-deferred-toast';
import { usePublicForm } from '@/lib/forms/use-public-form';
import { useInquirySend } from '@/components/inquiries/use-inquiry-send';
import { CONTACT_SUBJECTS } from '@/lib/contact/contact-subjects';
import { CONTACT_FAILURE, contactConfirmation } from '../../data/contact';
import { FormField } from './form-field';
import { MessageSent } from './message-sent';
import { useFollowSubjectParam, useSubjectParam } from './use-subject-param';

// Not CONTACT_FORM_ID (data/contact.ts): that names the card around the form, which links scroll to.
const CONTACT_FORM_ID = 'contact-message-form';
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'businessName', 'subject', 'message'] as const;
const EMPTY = { firstName: '', lastName: '', email: '', businessName: '', message: '' };

/**
 * The contact form stores the message (public.visitor_inquiries) and confirms only once the database
 * has it; a failed send keeps everything typed and says so inline and in a toast.
 */
export function ContactForm({ headingId }: { headingId: string }) {
  const initialSubject = useSubjectParam();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const toasts = useDeferredToast();
  const inquiry = useInquirySend(CONTACT_FAILURE);
  const { honeypot, ...contact } = usePublicForm<ContactMessageFormValues, ContactMessageInput>({
    id: CONTACT_FORM_ID,
    schema: () => import('@/lib/inquiries/inquiry-schema').then((module) => module.contactMessageSchema),
    defaultValues: { ...EMPTY, subject: initialSubject ?? '' },
    fields: CONTACT_FIELDS,
    // The first field focused starts the data layer and the toaster, while the visitor types.
    prepare: () => {
      inquiry.prepare();
      toasts.prepare();
    },
    send: (values) => {
      setSentTo(null);
      return inquiry.send({ kind: 'contact', ...values });
    },
    onSent: (values) => {
      const firstName = values.firstName.trim();
      setSentTo(firstName);
      contact.form.reset({ ...EMPTY, subject: '' });
      void toasts.show((toast, options) =>
        toast.success('Message sent', { description: contactConfirmation(firstName), ...options }),
      );
    },
    failureMessage: inquiry.failureMessage,
    onFailed: (message) =>
      void toasts.show((toast, options) => toast.error('Error', { description: message, ...options })),
  });
  const { register, setValue, formState } = contact.form;
  const errors = formState.errors;
  useFollowSubjectParam(setValue, headingId);

  return (
    <form {...contact.formProps} aria-labelledby={headingId}
      className="space-y-5"
    >
      <p className="text-sm text-muted-foreground">All fields are required unless marked optional.</p>
      <DemoNotice />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-first-name" label="First name" error={errors.firstName?.message}>
          {(a11y) => (
            <Input autoComplete="given-name" {...a11y} {...register('firstName')} />
          )}
        </FormField>
        <FormField id="contact-last-name" label="Last name" error={errors.lastName?.message}>
          {(a11y) => (
            <Input autoComplete="family-name" {...a11y} {...register('lastName')} />
          )}
        </FormField>
      </div>
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        {(a11y) => (
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
           
            {...a11y}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField id="contact-business" label="Business name" optional error={errors.businessName?.message}>
        {(a11y) => (
          <Input autoComplete="organization" {...a11y} {...register('businessName')} />
        )}
      </FormField>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(a11y) => (
          <NativeSelect emptyLabel="Choose a subject" options={CONTACT_SUBJECTS} {...a11y} {...register('subject')} />
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(a11y) => (
          <Textarea
            rows={6}
            maxLength={INQUIRY_LIMITS.message}
            placeholder="Tell us about your business and how we can help."
           
            {...a11y}
            {...register('message')}
          />
        )}
      </FormField>
      <HoneypotField ref={honeypot} />
      <Button type="submit" size="lg" disabled={contact.submitting} className="w-full sm:w-auto">
        <Send aria-hidden="true" /> {contact.submitting ? 'Submitting...' : 'Send Message'}
      </Button>
      <SubmitError message={contact.error} />
      <MessageSent firstName={sentTo} />
      {toasts.toaster}
    </form>
  );
}
