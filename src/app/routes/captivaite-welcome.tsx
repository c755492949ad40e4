import { WelcomePage } from '@/features/migration/components/welcome-page';

export default function Route() {
  return <WelcomePage />;
}
