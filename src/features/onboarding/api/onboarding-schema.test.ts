// @vitest-environment node
import { EMPTY_ONBOARDING_FORM, ONBOARDING_LIMITS } from './onboarding-limits';
import { onboardingSchema, type OnboardingFormValues } from './onboarding-schema';

const valid = (overrides: Partial<OnboardingFormValues> = {}): OnboardingFormValues => ({
  ...EMPTY_ONBOARDING_FORM,
  fullName: 'Maria Lopez',
  email: 'maria@bistro.example.com',
  phone: '(555) 010-2030',
  ...overrides,
});

const errorsOf = (values: OnboardingFormValues) => {
  const result = onboardingSchema.safeParse(values);
  const errors: Record<string, string> = {};
  // The first message per field, as the form shows it.
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('onboardingSchema', () => {
  it('needs only full name, email and phone, and stores empty optional fields as null', () => {
    expect(onboardingSchema.parse(valid())).toEqual({
      fullName: 'Maria Lopez',
      email: 'maria@bistro.example.com',
      phone: '(555) 010-2030',
      bestTimeToContact: null,
      domainName: null,
      backendLoginUrl: null,
      backendUsername: null,
      backendPassword: null,
    });
  });

  it('trims text, normalises the login URL, and keeps the password exactly as typed', () => {
    const parsed = onboardingSchema.parse(
      valid({
        fullName: '  Maria  ',
        domainName: ' bistro.example.com ',
        backendLoginUrl: 'bistro.example.com/wp-admin',
        backendUsername: ' localboost ',
        backendPassword: ' pa ss ',
        bestTimeToContact: 'evening',
      }),
    );
    expect(parsed).toMatchObject({
      fullName: 'Maria',
      domainName: 'bistro.example.com',
      backendLoginUrl: 'https://bistro.example.com/wp-admin',
      backendUsername: 'localboost',
      backendPassword: ' pa ss ',
      bestTimeToContact: 'evening',
    });
  });

  it('requires the three contact fields', () => {
    expect(errorsOf(EMPTY_ONBOARDING_FORM)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
    expect(errorsOf(valid({ fullName: '   ' }))).toEqual({ fullName: 'Full name is required' });
  });

  it('refuses a malformed email, a non-http(s) login URL and an unknown best time', () => {
    expect(errorsOf(valid({ email: 'maria@bistro' }))).toEqual({ email: 'Enter a valid email address' });
    expect(errorsOf(valid({ backendLoginUrl: 'javascript:alert(1)' }))).toHaveProperty('backendLoginUrl');
    expect(errorsOf(valid({ backendLoginUrl: 'ftp://bistro.example.com' }))).toHaveProperty('backendLoginUrl');
    expect(errorsOf(valid({ bestTimeToContact: 'midnight' as OnboardingFormValues['bestTimeToContact'] }))).toEqual({ bestTimeToContact: 'Choose a time from the list' });
  });

  it('refuses text over each limit', () => {
    expect(errorsOf(valid({ fullName: 'a'.repeat(ONBOARDING_LIMITS.fullName + 1) }))).toHaveProperty('fullName');
    expect(errorsOf(valid({ fullName: 'a'.repeat(ONBOARDING_LIMITS.fullName) }))).toEqual({});
    expect(errorsOf(valid({ phone: '1'.repeat(ONBOARDING_LIMITS.phone + 1) }))).toHaveProperty('phone');
    expect(errorsOf(valid({ domainName: 'a'.repeat(ONBOARDING_LIMITS.domainName + 1) }))).toHaveProperty('domainName');
    expect(errorsOf(valid({ backendUsername: 'a'.repeat(ONBOARDING_LIMITS.backendUsername + 1) }))).toHaveProperty(
      'backendUsername',
    );
    expect(errorsOf(valid({ backendPassword: 'a'.repeat(ONBOARDING_LIMITS.backendPassword + 1) }))).toHaveProperty(
      'backendPassword',
    );
    // Characters are code points, as in SQL's char_length: 256 four-byte characters still fit.
    expect(errorsOf(valid({ backendPassword: '𝔸'.repeat(256) }))).toEqual({});
    expect(errorsOf(valid({ backendPassword: '𝔸'.repeat(257) }))).toEqual({
      backendPassword: 'Password must be at most 256 characters',
    });
  });
});
