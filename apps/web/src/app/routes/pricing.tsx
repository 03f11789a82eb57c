import { PricingPage } from '@/features/legal/components/pricing-page';
import { useAreaTexts } from '@/i18n/area-texts';

export default function PricingRoute() {
  useAreaTexts('legal');
  return <PricingPage />;
}
