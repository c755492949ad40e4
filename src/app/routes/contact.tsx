import { ContactPage } from '@/features/company/components/contact/contact-page';

export default function Route() {
  return <ContactPage />;
}
