import { Lock, LockOpen } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { WrongKeyError } from '@/lib/crypto/sealed-box';
import { PasswordInput } from './password-input';

/**
 * The password lock bar: "locked" until staff paste the private key, which is then held in memory for
 * this session only. In local mode this browser keeps its own key, so the bar shows only for rows that
 * key cannot open (sealed for a configured key, or the browser's key was cleared).
 */
export function CredentialsLock({
  unlocked,
  onUnlock,
  onLock,
}: {
  /** Every password in view can be opened (and Lock forgets the pasted keys). */
  unlocked: boolean;
  /** Resolves when the key is accepted; rejects with WrongKeyError when it cannot open these passwords. */
  onUnlock: (privateKey: string) => Promise<void>;
  onLock: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  function changeOpen(next: boolean) {
    setOpen(next);
    setKey(''); // never keep the pasted key around in component state longer than the dialog
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    setError(undefined);
    try {
      await onUnlock(key);
      changeOpen(false);
    } catch (failure) {
      setError(failure instanceof WrongKeyError ? failure.message : 'The key could not be checked. Please try again.');
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2">
        {unlocked ? <LockOpen aria-hidden="true" className="size-4" /> : <Lock aria-hidden="true" className="size-4" />}
        {unlocked
          ? 'Passwords are unlocked for this session.'
          : 'Website passwords are locked. Unlock them with the private key to reveal or export them.'}
      </p>
      {unlocked ? (
        <Button variant="outline" size="sm" onClick={onLock}>
          <Lock aria-hidden="true" />
          Lock passwords
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={() => changeOpen(true)}>
          <LockOpen aria-hidden="true" />
          Unlock passwords
        </Button>
      )}
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Unlock passwords</DialogTitle>
              <DialogDescription>
                Paste the private key from the team&apos;s password manager. It stays in this tab&apos;s memory until you
                lock, sign out or reload, and is never saved or sent anywhere.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="private-key">Private key</Label>
              <PasswordInput
                id="private-key"
                value={key}
                onChange={(event) => setKey(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'private-key-error' : undefined}
              />
              <div role="alert">
                <FieldError id="private-key-error" message={error} />
              </div>
            </div>
            <DialogFooter>
              <Button type="submit" disabled={!key.trim() || checking}>
                {checking ? <Spinner /> : null}
                Unlock
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
