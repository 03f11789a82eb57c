import { describe, expect, it } from 'vitest';
import { feeBreakdown, serviceFee } from './fees.js';

describe('serviceFee', () => {
  it('is 5% plus KES 30 on a paid ticket', () => {
    expect(serviceFee(500)).toBe(55);
    expect(serviceFee(1000)).toBe(80);
    expect(serviceFee(2500)).toBe(155);
  });
  it('rounds to whole shillings', () => {
    expect(serviceFee(750)).toBe(68); // 37.5 rounds to 38
  });
  it('is capped at KES 1,500 per ticket', () => {
    expect(serviceFee(29_400)).toBe(1500);
    expect(serviceFee(100_000)).toBe(1500);
  });
  it('is zero for free or invalid prices', () => {
    expect(serviceFee(0)).toBe(0);
    expect(serviceFee(-10)).toBe(0);
    expect(serviceFee(Number.NaN)).toBe(0);
  });
});

describe('feeBreakdown', () => {
  it('adds the fee to the price when the buyer pays it', () => {
    expect(feeBreakdown(1000, 'buyer')).toEqual({ fee: 80, buyerPays: 1080, hostReceives: 1000 });
  });
  it('takes the fee from the payout when the host absorbs it', () => {
    expect(feeBreakdown(1000, 'host')).toEqual({ fee: 80, buyerPays: 1000, hostReceives: 920 });
  });
});
