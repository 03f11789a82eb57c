import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { pageTitle } from '@/lib/page-title';
import { getOrder } from '../api/orders';
import { readCheckoutData, readOrderToken } from '../lib/storage';
import { T } from '../texts';
import { CenteredSpinner } from './checkout-shell';
import { successPath } from './payment-page';
import { retryPaymentPath } from './verifying-page';

/** Where /checkout alone leads, from what this tab holds; null: nothing (the listing). */
export async function checkoutDestination(): Promise<string> {
  const token = readOrderToken();
  if (token) {
    const order = await getOrder(token).catch(() => null);
    if (order?.status === 'pending') return retryPaymentPath(order.event.id, order.token);
    if (order?.status === 'paid' || order?.status === 'reserved') return successPath(order.token);
  }
  const data = readCheckoutData();
  if (data) {
    if (data.selectedTickets.every((t) => t.price === 0)) return '/checkout/free-reservation';
    return `/checkout/${encodeURIComponent(String(data.eventDetails.id))}/payment`;
  }
  return '/events';
}

/** /checkout: a spinner while it decides where the buyer was, then there. */
export function CheckoutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void checkoutDestination().then((to) => {
      if (live) void navigate(to, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <>
      <title>{pageTitle(T.docPayment)}</title>
      <CenteredSpinner />
    </>
  );
}
