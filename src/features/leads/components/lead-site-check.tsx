import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLeadSiteChecks } from '../api/get-lead-site-checks';

/** Under a lead made by the website check: where it came from, its score, and the report itself. */
export function LeadSiteCheck({ leadId }: { leadId: string }) {
  const { data } = useLeadSiteChecks();
  const report = data?.get(leadId);
  if (!report) return null;
  return (
    <p className="mt-1 text-xs font-normal text-muted-foreground">
      From the website check: {report.target_host} scored {report.score}.{' '}
      <Link to={paths.siteCheckReport(report.token)} className="text-primary underline underline-offset-4">
        View report<span className="sr-only"> for {report.target_host}</span>
      </Link>
    </p>
  );
}
