import { Badge } from '@/components/ui/badge';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { ANNUAL_DISCOUNT_PERCENT, type BillingPeriod } from '@/domain/pricing/plans';

const isBillingPeriod = (value: string): value is BillingPeriod => value === 'monthly' || value === 'annual';

export function BillingToggle({
  billing,
  onChange,
}: {
  billing: BillingPeriod;
  onChange: (billing: BillingPeriod) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <ToggleGroup
        type="single"
        aria-label="Billing period"
        value={billing}
        // Radix reports '' when the pressed item is clicked again; a billing period is never "none".
        onValueChange={(value) => isBillingPeriod(value) && onChange(value)}
      >
        <ToggleGroupItem value="monthly">Monthly</ToggleGroupItem>
        <ToggleGroupItem value="annual">
          Annual
          <Badge variant="premium">Save {ANNUAL_DISCOUNT_PERCENT}%</Badge>
        </ToggleGroupItem>
      </ToggleGroup>
      {/* Prices change silently when the toggle flips; this tells screen-reader users what happened. */}
      <p role="status" className="sr-only">
        {billing === 'annual'
          ? `Showing annual prices, ${ANNUAL_DISCOUNT_PERCENT}% off, billed once a year.`
          : 'Showing monthly prices.'}
      </p>
    </div>
  );
}
