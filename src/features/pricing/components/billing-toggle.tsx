import { Badge } from '@/components/ui/badge';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { ANNUAL_DISCOUNT_PERCENT, BILLING_CHOICE, type BillingPeriod } from '@/domain/pricing/plans';
import { PerPeriod } from './per-period';

const STATUS: Record<BillingPeriod, string> = {
  monthly: 'Showing monthly prices.',
  annual: `Showing annual prices, ${ANNUAL_DISCOUNT_PERCENT}% off, billed once a year.`,
};

export function BillingToggle({
  billing,
  onChange,
}: {
  billing: BillingPeriod;
  onChange: (billing: BillingPeriod) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <ChoiceGroup
        name={BILLING_CHOICE}
        label="Billing period"
        value={billing}
        onValueChange={onChange}
        options={[
          { value: 'monthly', label: 'Monthly' },
          {
            value: 'annual',
            label: (
              <>
                Annual
                <Badge variant="premium">Save {ANNUAL_DISCOUNT_PERCENT}%</Badge>
              </>
            ),
          },
        ]}
      />
      {/* Prices change silently when the toggle flips; this tells screen-reader users what happened. Both
          sentences are in the page, so the page can switch them before the app has started. */}
      <p role="status" className="sr-only">
        <PerPeriod>{(period) => STATUS[period]}</PerPeriod>
      </p>
    </div>
  );
}
