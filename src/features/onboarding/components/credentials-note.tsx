import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Beside the login fields: the safer path (a separate user for our team, as widget vendors ask for),
 * and how the password is protected. Without an encryption key the password field is off, and this says why.
 */
export function CredentialsNote({ passwordAvailable, className }: { passwordAvailable: boolean; className?: string }) {
  return (
    <div className={cn('flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-4 text-sm', className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid gap-1">
        <p className="font-semibold">Safer: create a separate login for our team</p>
        <p className="text-muted-foreground">
          Rather than sharing your own password, add a new user for us in your website&apos;s admin (with the access we
          need to install tools) and enter that login below. You can remove it at any time without changing yours.
        </p>
        <p className="text-muted-foreground">
          {passwordAvailable
            ? 'The password is encrypted in your browser before it is sent; only our setup team can read it.'
            : 'Password sharing is not available right now: leave it blank and we will arrange access with you.'}
        </p>
      </div>
    </div>
  );
}
