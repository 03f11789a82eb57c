import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';

describe('AppError', () => {
  it('makes a 4xx refusal without a stack trace, and leaves the limit as it was', () => {
    const before = Error.stackTraceLimit;
    const err = new AppError('sold_out', 'Sold out.');
    expect(err).toMatchObject({ statusCode: 409, code: 'sold_out', message: 'Sold out.', name: 'AppError' });
    expect(err.stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('plain').stack).toMatch(/\n\s+at /);
  });

  it('keeps the stack of a 5xx, a failure of ours', () => {
    const err = new AppError('payment_unavailable', 'The payment provider did not answer.');
    expect(err.statusCode).toBe(502);
    expect(err.stack).toMatch(/\n\s+at /);
  });
});
