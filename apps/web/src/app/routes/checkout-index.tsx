import { CheckoutRedirect } from '@/features/checkout/components/checkout-redirect';

export default function CheckoutIndexRoute() {
  return <CheckoutRedirect />;
}
