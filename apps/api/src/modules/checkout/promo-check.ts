import type { TPromoCheck, TPromoCheckRequest } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { priceLines } from './checkout.pricing.js';
import { cachedSaleEvent } from './checkout.sale.js';
import { applyPromoCode } from './promo.js';

/**
 * "Have a promo code?" on the payment page: what the code takes off these tickets and the new
 * totals, priced by the server as the order will be (the order recomputes all of it again).
 * @throws AppError event_not_found, event_not_on_sale, the pricing errors of priceLines,
 *   rate_limited and the promo_code_* refusals of applyPromoCode
 */
export async function checkPromoCode(
  db: Db,
  eventRef: number | string,
  request: { code: string; tickets: TPromoCheckRequest['tickets'] },
  address: string | null,
  now = new Date(),
): Promise<TPromoCheck> {
  const sale = await cachedSaleEvent(db, eventRef, now);
  const lines = priceLines(
    sale,
    request.tickets.map((t) => ({ ticketTypeId: t.id, quantity: t.quantity })),
    now,
  );
  const { promo, amounts } = await applyPromoCode(db, {
    eventId: sale.event.id,
    code: request.code,
    lines: lines.map((l) => ({ ticketTypeId: l.type.id, unitPrice: l.unitPrice, quantity: l.quantity })),
    feePaidBy: sale.feePaidBy,
    address,
    now,
  });
  return {
    code: promo.code,
    discountType: promo.discountType,
    discountValue: promo.discountValue,
    ticketTypeIds: [...promo.ticketTypeIds],
    subtotal: amounts.subtotal,
    discount: amounts.discount,
    fees: amounts.fees,
    total: amounts.total,
  };
}
