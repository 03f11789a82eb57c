import { TermsOfServicePage } from '@/features/legal/components/terms-of-service-page';
import { useAreaTexts } from '@/i18n/area-texts';

export default function TermsOfServiceRoute() {
  useAreaTexts('legal');
  return <TermsOfServicePage />;
}
