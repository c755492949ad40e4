import { TERMS_OF_SERVICE } from '@/features/company/data/terms-of-service';
import { LegalPage } from '@/features/company/components/legal/legal-page';

export default function Route() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}
