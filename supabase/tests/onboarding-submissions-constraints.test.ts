import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEST_TIME_VALUES } from '../../src/lib/onboarding/best-times';
import { ONBOARDING_LIMITS } from '../../src/features/onboarding/api/onboarding-limits';
import { CIPHERTEXT_MAX_LENGTH, CIPHERTEXT_MIN_LENGTH } from '../../src/lib/crypto/sealed-box-format';
import { generateKeyPair, sealCredential, type SealedCredential } from '../../src/lib/crypto/sealed-box';
import { ACTORS } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { insertOnboardingSql, onboardingRow, type OnboardingRow } from './support/onboarding-rows';

/**
 * The CHECK constraints on onboarding_submissions, from a visitor's insert on each real engine: they
 * mirror the form's zod schema (the limits are read from the same constants, so the two cannot drift),
 * and the password column takes only sealed-box ciphertext, never a typed password.
 */
describe.each(engineFactories())('onboarding_submissions constraints on $name', (factory) => {
  let db: DbEngine;
  let sealed: SealedCredential;
  const accepts = async (overrides: Partial<OnboardingRow>) => {
    expect(await db.exec(ACTORS.anon, insertOnboardingSql(onboardingRow(overrides)))).toBe(1);
  };
  const refuses = async (overrides: Partial<OnboardingRow>) => {
    await expect(db.exec(ACTORS.anon, insertOnboardingSql(onboardingRow(overrides)))).rejects.toMatchObject({ code: '23514' });
  };
  const withCiphertext = (ciphertext: string): Partial<OnboardingRow> => ({
    backend_password_ciphertext: ciphertext,
    backend_password_key_id: sealed.keyId,
  });

  beforeAll(async () => {
    sealed = await sealCredential('hunter2', (await generateKeyPair()).publicKey);
    db = await factory.create();
  });
  afterAll(() => db?.close());

  describe('the password column holds sealed-box ciphertext only', () => {
    it('accepts a real sealed box with its key id, or no password at all', async () => {
      await accepts(withCiphertext(sealed.ciphertext));
      await accepts({ backend_password_ciphertext: null, backend_password_key_id: null });
    });

    // Functions: the real ciphertext exists only once beforeAll has run.
    it.each([
      ['a typed password', () => 'hunter2'],
      ['a long passphrase', () => 'correct horse battery staple, correct horse battery staple, and more words'],
      ['base64 of a too-short secret', () => 'c2VjcmV0'],
      ['a sealed box missing its base64 padding', () => sealed.ciphertext.replace(/=+$/, '')],
      ['a sealed box in URL-safe base64', () => sealed.ciphertext.replace(/\+/g, '-').replace(/\//g, '_').replace(/.{4}$/, 'A-_=')],
      ['more than a 1024-byte secret', () => 'A'.repeat(CIPHERTEXT_MAX_LENGTH + 4)],
      ['an empty string', () => ''],
    ])('refuses %s', async (_, ciphertext) => {
      expect(ciphertext()).not.toBe(sealed.ciphertext);
      await refuses(withCiphertext(ciphertext()));
    });

    it('accepts exactly the shortest and the longest plausible ciphertext lengths', async () => {
      await accepts(withCiphertext('A'.repeat(CIPHERTEXT_MIN_LENGTH)));
      await accepts(withCiphertext('A'.repeat(CIPHERTEXT_MAX_LENGTH)));
      await refuses(withCiphertext('A'.repeat(CIPHERTEXT_MIN_LENGTH - 4)));
    });

    it('needs a key id with a ciphertext, never one without, and only a 16-hex-digit id', async () => {
      await refuses({ backend_password_ciphertext: sealed.ciphertext, backend_password_key_id: null });
      await refuses({ backend_password_ciphertext: null, backend_password_key_id: sealed.keyId });
      await refuses({ backend_password_ciphertext: sealed.ciphertext, backend_password_key_id: 'v1' });
    });
  });

  describe('text columns mirror the form schema', () => {
    it.each([
      ['full_name', ONBOARDING_LIMITS.fullName],
      ['phone', ONBOARDING_LIMITS.phone],
      ['domain_name', ONBOARDING_LIMITS.domainName],
      ['backend_username', ONBOARDING_LIMITS.backendUsername],
    ] as const)('%s: at most %i characters, not blank, trimmed', async (column, limit) => {
      await accepts({ [column]: 'a'.repeat(limit) });
      await refuses({ [column]: 'a'.repeat(limit + 1) });
      await refuses({ [column]: '' });
      await refuses({ [column]: ' padded' });
      await refuses({ [column]: 'padded ' });
    });

    it('email: a plausible address of at most the form limit', async () => {
      await accepts({ email: `${'a'.repeat(ONBOARDING_LIMITS.email - 12)}@example.com` });
      await refuses({ email: `${'a'.repeat(ONBOARDING_LIMITS.email - 11)}@example.com` });
      await refuses({ email: 'maria@bistro' });
      await refuses({ email: 'maria bistro@example.com' });
    });

    it('backend_login_url: http(s) only, at most the form limit', async () => {
      await accepts({ backend_login_url: 'http://bistro.example.com/admin' });
      await accepts({ backend_login_url: `https://x.example.com/${'a'.repeat(ONBOARDING_LIMITS.backendLoginUrl - 22)}` });
      await refuses({ backend_login_url: `https://x.example.com/${'a'.repeat(ONBOARDING_LIMITS.backendLoginUrl - 21)}` });
      await refuses({ backend_login_url: 'javascript:alert(1)' });
      await refuses({ backend_login_url: 'ftp://bistro.example.com' });
      await refuses({ backend_login_url: 'bistro.example.com' });
    });

    it('best_time_to_contact: one of the form options, or null', async () => {
      for (const value of BEST_TIME_VALUES) await accepts({ best_time_to_contact: value });
      await accepts({ best_time_to_contact: null });
      await refuses({ best_time_to_contact: 'midnight' });
      await refuses({ best_time_to_contact: '' });
    });

    it('full name, email and phone are required', async () => {
      for (const column of ['full_name', 'email', 'phone'] as const) {
        await expect(db.exec(ACTORS.anon, insertOnboardingSql(onboardingRow({ [column]: null as unknown as string })))).rejects.toMatchObject({
          code: '23502',
        });
      }
    });
  });
});
