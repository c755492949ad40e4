import { Badge } from '@/components/ui/badge';
import { formatMinorAmount } from '@/lib/checkout/format-amount';
import { useLeadPurchases, type LeadPurchase } from '../api/get-lead-purchases';

const PERIODS: Record<string, string> = { monthly: 'monthly', annual: 'annual', one_time: 'one-time' };

function describe(purchase: LeadPurchase): string {
  const what = [purchase.plan ? purchase.plan.charAt(0).toUpperCase() + purchase.plan.slice(1) : 'Purchase',
    purchase.billing_period ? PERIODS[purchase.billing_period] : null].filter(Boolean).join(' ');
  const amount = formatMinorAmount(purchase.amount_minor, purchase.currency);
  return [what, amount, purchase.status.replace(/_/g, ' ')].filter(Boolean).join(' · ');
}

/**
 * The lead's purchases, under its name (issue 27). The contact record they belong on does not exist yet;
 * until it does, the lead row is where staff see that a lead paid.
 */
export function LeadPurchases({ leadId }: { leadId: string }) {
  const { data } = useLeadPurchases();
  const purchases = data?.get(leadId);
  if (!purchases?.length) return null;
  return (
    <ul aria-label="Purchases" className="mt-1 grid gap-1">
      {purchases.map((purchase) => (
        <li key={purchase.id}>
          <Badge variant="secondary" className="whitespace-nowrap font-normal">
            Paid: {describe(purchase)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
