import { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';
import { useAreaTexts } from '@/i18n/area-texts';

export default function PrivacyPolicyRoute() {
  useAreaTexts('legal');
  return <PrivacyPolicyPage />;
}
