import { VerifyingPage } from '@/features/checkout/components/verifying-page';
import { Logo } from '../layout/logo';

export default function CheckoutVerifyingRoute() {
  return <VerifyingPage brand={<Logo />} />;
}
