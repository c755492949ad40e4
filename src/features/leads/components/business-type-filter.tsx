import { LabelledSelect } from '@/components/dashboard/labelled-select';
import { BUSINESS_TYPES, type BusinessType } from '@/lib/leads/lead-options';

const OPTIONS = [{ value: 'all' as const, label: 'All types' }, ...BUSINESS_TYPES];

export function BusinessTypeFilter({
  value,
  onChange,
}: {
  value: BusinessType | 'all';
  onChange: (value: BusinessType | 'all') => void;
}) {
  return <LabelledSelect label="Business type" value={value} options={OPTIONS} onChange={onChange} />;
}
