/**
 * Tikiti's service fee on a paid ticket, as published on /pricing: 5% of the ticket price plus
 * KES 30, capped at KES 1,500 per ticket. Free tickets carry no fee. The same fee applies to
 * M-Pesa and card; card and M-Pesa processing costs are included in it.
 */
export const SERVICE_FEE_PERCENT = 5;
export const SERVICE_FEE_FIXED_KES = 30;
export const SERVICE_FEE_CAP_KES = 1500;

/** Fee in whole KES for one ticket of this price (rounded to the nearest shilling). */
export function serviceFee(ticketPrice: number): number {
  if (!Number.isFinite(ticketPrice) || ticketPrice <= 0) return 0;
  const fee = Math.round((ticketPrice * SERVICE_FEE_PERCENT) / 100) + SERVICE_FEE_FIXED_KES;
  return Math.min(fee, SERVICE_FEE_CAP_KES);
}

/** What the buyer pays and what the host receives for one ticket, by who carries the fee. */
export function feeBreakdown(
  ticketPrice: number,
  paidBy: 'buyer' | 'host',
): { buyerPays: number; hostReceives: number; fee: number } {
  const fee = serviceFee(ticketPrice);
  const price = Math.max(0, ticketPrice);
  return paidBy === 'buyer'
    ? { fee, buyerPays: price + fee, hostReceives: price }
    : { fee, buyerPays: price, hostReceives: price - fee };
}
