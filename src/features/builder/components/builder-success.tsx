import { CircleCheck } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ToolkitKit } from '@/components/toolkit/toolkit-kit';
import { answersFromLead, buildToolkit } from '@/domain/toolkit/build-toolkit';
import type { LeadInput } from '@/lib/leads/lead-schema';
import { useFocusOnMount } from '@/lib/react/use-focus-on-mount';

/**
 * Replaces the wizard after a successful submit; its heading takes focus so the change is announced.
 * Below the spec's confirmation, the toolkit the submitted answers make (the same one the email sends).
 */
export function BuilderSuccess({ lead }: { lead: LeadInput }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const toolkit = useMemo(() => buildToolkit(answersFromLead(lead)), [lead]);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-primary" />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          Awesome! Keep an eye on your inbox
        </h2>
        <p className="max-w-md text-muted-foreground">
          Your personalized marketing toolkit will be sent to{' '}
          <strong className="break-all font-semibold text-foreground">{lead.email}</strong>.
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to={paths.tools}>Browse Tools</Link>
        </Button>
      </div>
      <ToolkitKit toolkit={toolkit} headingLevel="h3" />
    </div>
  );
}
