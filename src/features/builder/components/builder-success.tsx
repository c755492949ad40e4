import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Replaces the wizard after a successful submit; its heading takes focus so the change is announced. */
export function BuilderSuccess({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <CircleCheck aria-hidden="true" className="size-14 text-primary" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        Awesome! Keep an eye on your inbox
      </h2>
      <p className="max-w-md text-muted-foreground">
        Your personalized marketing toolkit will be sent to{' '}
        <strong className="break-all font-semibold text-foreground">{email}</strong>.
      </p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={paths.tools}>Browse Tools</Link>
      </Button>
    </div>
  );
}
