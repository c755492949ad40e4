import { Badge } from '@/components/ui/badge';
import { planSummary } from '@/domain/pricing/widget-plan-summary';
import { useContactOwnerTools } from '../api/get-contact-owner-tools';

/**
 * Under a lead whose contact runs tools of their own (issue 45): their plan or trial, live tools, views and
 * submissions of the last 30 days. The contact record has the tools one by one.
 */
export function LeadOwnerTools({ contactId }: { contactId: string | null }) {
  const { data } = useContactOwnerTools();
  const tools = contactId ? data?.get(contactId) : undefined;
  if (!tools) return null;
  const summary = planSummary(tools);
  const views = Number(tools.views_30_days);
  const sent = Number(tools.submissions_30_days);
  return (
    <p>
      <Badge variant={tools.may_run ? 'secondary' : 'outline'} className="font-normal">
        Own tools: {summary.title} · {summary.usage} · {views} {views === 1 ? 'view' : 'views'},{' '}
        {sent} {sent === 1 ? 'submission' : 'submissions'} in 30 days
      </Badge>
    </p>
  );
}
