import { TableLoading, TableMessage } from '@/components/dashboard/table-states';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMinorAmount } from '@/lib/checkout/format-amount';
import { formatDateTime } from '@/lib/dates';
import { PURCHASES_SHOWN, usePurchases, type Purchase } from '../api/get-purchases';

const PERIODS: Record<string, string> = { monthly: 'Monthly', annual: 'Annual', one_time: 'One-time' };
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

function LeadCell({ purchase }: { purchase: Purchase }) {
  if (purchase.lead_id) return <>{purchase.lead_table === 'visitor_inquiries' ? 'Enquiry' : 'Builder lead'} (won)</>;
  if (purchase.unknown_reference) return <Badge variant="destructive">Unknown reference</Badge>;
  return <span className="text-muted-foreground">No lead</span>;
}

/** Staff: every purchase the payments webhook recorded, newest first (issue 27). */
export function PurchasesList() {
  const { data, isPending, isError } = usePurchases();
  if (isPending) return <TableLoading label="Loading purchases…" />;
  if (isError) return <TableMessage title="Could not load purchases" description="Reload the page to try again." />;
  if (data.length === 0) {
    return <TableMessage title="No purchases yet" description="Purchases appear here when a checkout is paid." />;
  }
  return (
    <>
      <Table aria-label="Purchases" scrollLabel="Purchases">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Buyer</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Billing</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Lead</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((purchase) => (
            <TableRow key={purchase.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(purchase.created_at)}</TableCell>
              <TableCell className="break-all">{purchase.buyer_email ?? 'Not given'}</TableCell>
              <TableCell>{purchase.plan ? capitalised(purchase.plan) : 'Not given'}</TableCell>
              <TableCell>{purchase.billing_period ? PERIODS[purchase.billing_period] : 'Not given'}</TableCell>
              <TableCell className="whitespace-nowrap text-right">
                {formatMinorAmount(purchase.amount_minor, purchase.currency) ?? 'Not given'}
              </TableCell>
              <TableCell>{capitalised(purchase.status)}</TableCell>
              <TableCell>
                <LeadCell purchase={purchase} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.length === PURCHASES_SHOWN ? (
        <p className="mt-3 text-sm text-muted-foreground">The newest {PURCHASES_SHOWN} purchases are shown.</p>
      ) : null}
    </>
  );
}
