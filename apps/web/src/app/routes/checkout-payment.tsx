import { PaymentPage } from '@/features/checkout/components/payment-page';
import { Logo } from '../layout/logo';

export default function CheckoutPaymentRoute() {
  return <PaymentPage brand={<Logo />} />;
}
