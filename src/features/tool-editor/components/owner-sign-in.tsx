import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { sendSignInCode, signInErrorMessage, verifySignInCode } from '@/lib/owner/owner-session';
import { isPlainEmail } from '@/lib/validation/clean-text';

type Step = { name: 'email' } | { name: 'code'; email: string };

/**
 * Sign-in with a six-digit code emailed to the owner (no password). Two steps: the address, then the
 * code; what was typed stays when a step fails.
 */
export function OwnerSignIn({ submitLabel = 'Sign in' }: { submitLabel?: string }) {
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async (address: string) => {
    setBusy(true);
    setError(null);
    try {
      await sendSignInCode(address);
      setStep({ name: 'code', email: address });
      setNotice(`We emailed a 6-digit code to ${address}. It works for 10 minutes.`);
    } catch (failure) {
      setError(signInErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isPlainEmail(address)) return setError('Enter your email address, such as name@business.com.');
    void sendCode(address);
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'code') return;
    const digits = code.replace(/\s/g, '');
    if (!/^[0-9]{6}$/.test(digits)) return setError('Enter the 6 digits from the email.');
    setBusy(true);
    setError(null);
    try {
      // The session arrives through Supabase Auth's state change, which the page listens to.
      await verifySignInCode(step.email, digits);
    } catch (failure) {
      setError(signInErrorMessage(failure));
      setBusy(false);
    }
  };

  return step.name === 'email' ? (
    <form
      noValidate
      onSubmit={onEmail}
      className="space-y-4"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <FormField
        id={`${id}-email`}
        label="Your email"
        hint="We email you a 6-digit code to sign in. No password."
        error={error ?? undefined}
      >
        {(aria) => (
          <Input
            {...aria}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner /> : null} Email me a code
      </Button>
    </form>
  ) : (
    <form noValidate onSubmit={onCode} className="space-y-4">
      {notice ? (
        <p role="status" className="text-sm">
          {notice}
        </p>
      ) : null}
      <FormField id={`${id}-code`} label="6-digit code" error={error ?? undefined}>
        {(aria) => (
          <Input
            {...aria}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="w-40 font-mono text-lg tracking-widest"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : null} {submitLabel}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => void sendCode(step.email)}>
          Send a new code
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          onClick={() => {
            setStep({ name: 'email' });
            setCode('');
            setError(null);
            setNotice(null);
          }}
        >
          Use another email
        </Button>
      </div>
    </form>
  );
}
