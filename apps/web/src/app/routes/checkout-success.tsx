import { SuccessPage } from '@/features/checkout/components/success-page';
import { Logo } from '../layout/logo';

export default function CheckoutSuccessRoute() {
  return <SuccessPage brand={<Logo />} />;
}
