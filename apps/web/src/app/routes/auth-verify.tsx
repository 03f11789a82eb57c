import { VerifyPage } from '@/features/accounts/components/verify-page';

export default function VerifyRoute() {
  return <VerifyPage />;
}
