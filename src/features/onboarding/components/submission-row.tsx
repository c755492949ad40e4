import type { ReactNode } from 'react';
import { PipelineActionsCell, SelectCell, StatusCell } from '@/components/dashboard/pipeline-cells';
import type { PipelineRowControls } from '@/components/dashboard/use-pipeline-dashboard';
import { ExternalLink } from '@/components/ui/external-link';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { mailtoHref } from '@/lib/mailto';
import { safeHttpUrl } from '@/lib/safe-url';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { bestTimeLabel } from '@/lib/onboarding/best-times';
import { PasswordCell } from './password-cell';

const linkClass = 'text-primary underline-offset-4 hover:underline';
// Long values (URLs, domains) wrap anywhere rather than widening the table; short labels stay whole.
const wrapAnywhere = 'max-w-56 [overflow-wrap:anywhere]';
const orNotProvided = (value: ReactNode) =>
  value || <span className="whitespace-nowrap text-muted-foreground">Not provided</span>;

export function SubmissionRow({
  submission: s,
  canDecrypt,
  controls,
}: {
  submission: OnboardingSubmission;
  canDecrypt: boolean;
  controls: PipelineRowControls;
}) {
  const row = { id: s.id, name: s.full_name, status: s.status };
  // Only http(s) addresses become links; anything else (older rows, a bypassed form) stays text.
  const loginHref = safeHttpUrl(s.backend_login_url);
  return (
    <TableRow data-state={controls.isSelected(s.id) ? 'selected' : undefined}>
      <SelectCell controls={controls} row={row} />
      <TableCell className="font-medium">{s.full_name}</TableCell>
      <StatusCell controls={controls} row={row} />
      <TableCell className={wrapAnywhere}>
        <a href={mailtoHref(s.email)} className={linkClass}>
          {s.email}
        </a>
      </TableCell>
      <TableCell className="whitespace-nowrap">{s.phone}</TableCell>
      <TableCell className="whitespace-nowrap">{orNotProvided(bestTimeLabel(s.best_time_to_contact))}</TableCell>
      <TableCell className={wrapAnywhere}>{orNotProvided(s.domain_name)}</TableCell>
      <TableCell className={wrapAnywhere}>
        {loginHref ? (
          <ExternalLink href={loginHref} className={linkClass}>
            {s.backend_login_url}
          </ExternalLink>
        ) : (
          orNotProvided(s.backend_login_url)
        )}
      </TableCell>
      <TableCell className={wrapAnywhere}>{orNotProvided(s.backend_username)}</TableCell>
      <TableCell>
        <PasswordCell submission={s} canDecrypt={canDecrypt} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDateTime(s.created_at)}</TableCell>
      <PipelineActionsCell controls={controls} row={row} />
    </TableRow>
  );
}
