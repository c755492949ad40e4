import { LabelledSelect } from '@/components/dashboard/labelled-select';
import { INQUIRY_KINDS, type InquiryKind } from '@/lib/inquiries/inquiry-sources';

const OPTIONS = [{ value: 'all' as const, label: 'All kinds' }, ...INQUIRY_KINDS];

export function KindFilter({ value, onChange }: { value: InquiryKind | 'all'; onChange: (value: InquiryKind | 'all') => void }) {
  return <LabelledSelect label="Kind" value={value} options={OPTIONS} onChange={onChange} />;
}
