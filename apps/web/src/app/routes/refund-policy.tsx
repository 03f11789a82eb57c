import { RefundPolicyPage } from '@/features/legal/components/refund-policy-page';
import { useAreaTexts } from '@/i18n/area-texts';

export default function RefundPolicyRoute() {
  useAreaTexts('legal');
  return <RefundPolicyPage />;
}
