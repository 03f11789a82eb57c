/**
 * The order engine's front door (issue 24, decision 039): everything another module, the app or
 * the seed may use of checkout. Nothing else in this folder is imported from outside it (the
 * boundary rule `api-checkout-front-door` in .dependency-cruiser.mjs fails the run); tests may
 * reach in (checkout.test-support.ts).
 *
 * Stages of an order, and where each lives inside:
 * - what is on sale: checkout.sale.ts (the sale event, its dates' rows, the sold-out notes and the
 *   caches that keep them), checkout.pricing.ts, checkout.occurrence.ts;
 * - hold: checkout.hold.ts (createOrder, the buyer's earlier holds let go), the SQL function
 *   `checkout_hold_request` and the address share (migrations 0027, 0022), the limits in checkout.limits.ts,
 *   a request's key and hash in checkout.idempotency.ts;
 * - reserve: checkout.reserve.ts (free orders and guest tickets: reserveZeroTotalOrder, the
 *   mailed code's confirmation);
 * - pay and settle: order-payments.service.ts (preparePaymentStart, settlePayment, webhooks);
 * - expire and cancel: checkout.expire.ts (expiry, the buyer's cancel), checkout.repository.ts (endHold,
 *   giveBackSoldOrder: the one way places go back);
 * - refund: order-money.ts (every refund asks it what is left), order-payments.service.ts
 *   (processRefund);
 * - resale of tickets returned to the waiting list: checkout.resale.ts (settleResale at payment,
 *   the door's end of a return, unsold returns given back), the repository's takeListedReturns
 *   (an offer takes them) and endHold (an ended offer lists them again; decision 054);
 * - what an order looks like to its buyer: order-view.ts.
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import checkoutRoutes from './checkout.routes.js';
import promoRoutes from './promo.routes.js';
import { onDomainEvent } from '../../lib/domain-events.js';
import { clearAvailabilityCache } from './checkout.availability.js';
import { clearSaleEventCache } from './checkout.sale.js';

// An event changed, here or in another process (decision 041): the engine sells and answers
// availability from fresh rows at once. Nobody else clears these caches by hand.
onDomainEvent('event.changed', () => {
  clearSaleEventCache();
  clearAvailabilityCache();
});

// Routes and jobs (app.ts).
export { registerCheckoutJobs } from './checkout.jobs.js';
export { JOB } from './checkout.job-names.js';

// Hold and reserve.
export { checkoutContext, findByIdempotencyKey, findOrderByToken, type CheckoutContext } from './checkout.context.js';
export { clearSaleEventCache, loadSaleEvent } from './checkout.sale.js';
export { createOrder } from './checkout.hold.js';
export { reserveZeroTotalOrder } from './checkout.reserve.js';
export { clearAvailabilityCache, eventAvailability } from './checkout.availability.js';
export { dayOf, resolveOccurrence, upcomingOccurrences } from './checkout.occurrence.js';
export type { SaleEvent } from './checkout.pricing.js';
export { RESERVATION_CONFIRM_MINUTES } from './checkout.limits.js';
export { newPaymentReference, newTicketCode } from './checkout.codes.js';

// Pay and settle.
export {
  applyRefundUpdate,
  applyWebhookPayment,
  preparePaymentStart,
  processRefund,
  settlePayment,
  verifyPayment,
} from './order-payments.service.js';

// Expire, cancel and give places back.
export { endHold, giveBackSoldOrder } from './checkout.repository.js';

// An order's money: the one refund rule (decision 033).
export {
  feeBackFor,
  leftToRefund,
  lockOrderForMoney,
  orderFeeOnLedger,
  orderMoney,
  refundFits,
  saleMoneyColumns,
} from './order-money.js';

// The waiting list's places, their keep, and its offers as holds (decision 050).
export {
  holdForWaitingList,
  keepForWaitingList,
  placesFreeForWaitingList,
  waitingListPlace,
  type WaitingListHold,
  type WaitingListHoldRefusal,
  type WaitingListPlace,
} from './checkout.offer.js';
// Tickets returned to the waiting list for resale (decision 054).
export { endReturnAtDoor, giveBackUnsoldReturns, resaleRefundAmount } from './checkout.resale.js';
export { provePhone, type PaymentRequester, type PhoneProofWords } from './phone-proof.js';
export { takeHoldSlots, giveHoldSlotsBack, type HoldRequester } from './checkout.limits.js';
export { cancelOrder, expireHolds } from './checkout.expire.js';

// What the buyer sees, and the words other modules send in the engine's name.
export { orderView, orderViews, ticketView } from './order-view.js';
export { orderIdsWithTicketsOf } from './checkout.repository.js';
export { CHECKOUT_TEXTS, reservationCodeTexts } from './checkout.texts.js';

/** Checkout's routes: orders, payments' starts and checks, promo codes (app.ts registers each module once). */
export const checkoutModule: ModuleRoutes = async (app, { config }) => {
  await app.register(checkoutRoutes, { config, prefix: API_PREFIX });
  await app.register(promoRoutes, { prefix: API_PREFIX });
};
