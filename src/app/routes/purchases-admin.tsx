import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { PurchasesList } from '@/features/purchases/components/purchases-list';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Purchases" description="Every purchase the payment provider reported." />
      <StaffGate>
        <h1 className="mb-6 text-3xl font-bold tracking-tight">Purchases</h1>
        <PurchasesList />
      </StaffGate>
    </div>
  );
}
