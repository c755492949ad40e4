import { useParams } from 'react-router-dom';
import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { ContactRecord } from '@/features/contacts/components/contact-record';

export default function Route() {
  const { id = '' } = useParams();
  return (
    <div className="container py-10">
      <PageMeta title="Contact" description="Everything we know about one customer." />
      <StaffGate>
        <ContactRecord key={id} id={id} />
      </StaffGate>
    </div>
  );
}
