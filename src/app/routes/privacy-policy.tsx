import { PRIVACY_POLICY } from '@/features/company/data/privacy-policy';
import { LegalPage } from '@/features/company/components/legal/legal-page';

export default function Route() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
