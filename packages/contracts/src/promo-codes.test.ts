import { describe, expect, it } from 'vitest';
import { orderAmounts } from './checkout.js';
import {
  discountedOrderAmounts,
  promoCodeState,
  promoDiscount,
  promoDiscountLine,
  type TPromoRule,
} from './promo-codes.js';
import { ZPromoCodeInput } from './promo-codes.schema.js';

const VIP = { ticketTypeId: 1, unitPrice: 2000, quantity: 2 };
const REG = { ticketTypeId: 2, unitPrice: 1000, quantity: 1 };
const FREE = { ticketTypeId: 3, unitPrice: 0, quantity: 1 };
const rule = (r: Partial<TPromoRule>): TPromoRule => ({
  discountType: 'percent',
  discountValue: 10,
  ticketTypeIds: [],
  ...r,
});

describe('promo code arithmetic', () => {
  it('takes a percent off each ticket, rounded to the shilling per ticket', () => {
    expect(promoDiscount([VIP, REG], rule({ discountValue: 25 }))).toEqual({
      discount: 1250,
      discountedUnitPrices: [1500, 750],
    });
    // 15% of 999 is 149.85 → 150 off each.
    expect(
      promoDiscount([{ ticketTypeId: 1, unitPrice: 999, quantity: 3 }], rule({ discountValue: 15 }))?.discount,
    ).toBe(450);
  });

  it('takes an amount off the order’s tickets it applies to, never more than they cost', () => {
    expect(promoDiscount([VIP, REG], rule({ discountType: 'amount', discountValue: 600 }))?.discount).toBe(600);
    expect(promoDiscount([VIP, REG], rule({ discountType: 'amount', discountValue: 600, ticketTypeIds: [2] }))).toEqual(
      { discount: 600, discountedUnitPrices: [2000, 400] },
    );
    expect(
      promoDiscount([VIP, REG], rule({ discountType: 'amount', discountValue: 9000, ticketTypeIds: [2] }))?.discount,
    ).toBe(1000);
  });

  it('does not apply to tickets outside its types, or to free tickets', () => {
    expect(promoDiscount([VIP], rule({ ticketTypeIds: [2] }))).toBeNull();
    expect(promoDiscount([FREE], rule({}))).toBeNull();
    expect(promoDiscount([FREE, REG], rule({ ticketTypeIds: [3] }))).toBeNull();
  });

  it('works the fee out per ticket on its discounted price, whoever carries it', () => {
    // 1500 → 75 + 30, 750 → 38 + 30.
    expect(discountedOrderAmounts([VIP, REG], 'buyer', rule({ discountValue: 25 }))).toEqual({
      subtotal: 5000,
      discount: 1250,
      fees: 278,
      total: 4028,
      serviceFee: 278,
    });
    expect(discountedOrderAmounts([VIP, REG], 'host', rule({ discountValue: 25 }))).toEqual({
      subtotal: 5000,
      discount: 1250,
      fees: 0,
      total: 3750,
      serviceFee: 278,
    });
    // A ticket made free carries no fee; 100% off everything is a free order.
    expect(discountedOrderAmounts([VIP, REG], 'buyer', rule({ discountValue: 100 }))).toMatchObject({
      discount: 5000,
      fees: 0,
      total: 0,
    });
  });

  it('is checkout’s orderAmounts without a code', () => {
    const plain = orderAmounts([VIP, REG], 'buyer');
    expect(discountedOrderAmounts([VIP, REG], 'buyer', null)).toEqual({ ...plain, discount: 0 });
  });

  it('names a code’s state from its dates, uses and archive', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const base = { startsAt: null, endsAt: null, maxUses: null, usedCount: 0, archivedAt: null };
    expect(promoCodeState(base, now)).toBe('active');
    expect(promoCodeState({ ...base, startsAt: '2026-06-02T00:00:00Z' }, now)).toBe('scheduled');
    expect(promoCodeState({ ...base, endsAt: '2026-06-01T12:00:00Z' }, now)).toBe('expired');
    expect(promoCodeState({ ...base, maxUses: 3, usedCount: 3 }, now)).toBe('used_up');
    expect(promoCodeState({ ...base, archivedAt: now }, now)).toBe('archived');
  });

  it('writes the receipt line with a minus sign', () => {
    expect(promoDiscountLine('EARLY', 500)).toEqual({ label: 'Promo EARLY', amount: '\u2212KES\u00a0500' });
  });
});

describe('promo code input', () => {
  it('trims and upper-cases the code and defaults the rest', () => {
    expect(ZPromoCodeInput.parse({ code: ' early-bird_1 ', discountType: 'amount', discountValue: 500 })).toEqual({
      code: 'EARLY-BIRD_1',
      discountType: 'amount',
      discountValue: 500,
      maxUses: null,
      startsAt: null,
      endsAt: null,
      ticketTypeIds: [],
    });
  });

  it('refuses a percent above 100, an end before the start and odd characters', () => {
    expect(ZPromoCodeInput.safeParse({ code: 'ABC', discountType: 'percent', discountValue: 101 }).success).toBe(false);
    expect(
      ZPromoCodeInput.safeParse({
        code: 'ABC',
        discountType: 'percent',
        discountValue: 5,
        startsAt: '2026-06-02T00:00:00+03:00',
        endsAt: '2026-06-01T00:00:00+03:00',
      }).success,
    ).toBe(false);
    expect(ZPromoCodeInput.safeParse({ code: 'A.B', discountType: 'percent', discountValue: 5 }).success).toBe(false);
  });
});
