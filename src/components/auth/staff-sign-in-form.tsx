import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

type Account = { email: string; password: string };

/**
 * Email and password sign-in for staff; sign-ups are closed, accounts come from an administrator. In demo
 * mode (`demoAccount`) the demo's staff account is shown and one button signs in with it; that account
 * exists only in the demo's local backend.
 */
export function StaffSignInForm({
  onSignIn,
  demoAccount,
}: {
  onSignIn: (email: string, password: string) => Promise<void>;
  demoAccount?: Account;
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function signIn(email: string, password: string) {
    setSubmitting(true);
    setError(undefined);
    try {
      await onSignIn(email, password);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Sign-in failed. Please try again.');
      setSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-bold">Staff sign-in</h1>
        <CardDescription>This dashboard is for LocalBoost staff. Sign in with your staff account.</CardDescription>
      </CardHeader>
      <CardContent>
        {demoAccount && (
          <div role="note" className="mb-6 space-y-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm">
            <p className="font-semibold">Demo staff account</p>
            <p>
              This demo has one staff account: <span className="font-mono">{demoAccount.email}</span>, password{' '}
              <span className="font-mono">{demoAccount.password}</span>. It exists only in this demo.
            </p>
            <Button
              type="button"
              className="w-full"
              disabled={submitting}
              onClick={() => void signIn(demoAccount.email, demoAccount.password)}
            >
              Sign in as demo staff
            </Button>
          </div>
        )}
        <form className="space-y-4" onSubmit={handleSubmit} aria-describedby={error ? `${id}-error` : undefined}>
          <div className="space-y-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <Input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting && <Spinner />}
            {submitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
