import { Ad2ConversionPage } from '@/features/ad2conversion/components/ad2conversion-page';

export default function Ad2ConversionRoute() {
  return <Ad2ConversionPage />;
}
