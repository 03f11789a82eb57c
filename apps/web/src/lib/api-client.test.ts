import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers })),
  );
const failure = async (path = '/api/x') => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return (await apiGet(path).then(
    () => null,
    (e: unknown) => e,
  )) as ApiError;
};

describe('the API client’s errors', () => {
  it('keep the spec’s message (status, colon, body text) and expose the code and the sentence', async () => {
    const body = { statusCode: 409, code: 'sold_out', error: 'Conflict', message: 'Sold out.' };
    answer(409, body);
    const err = await failure();
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe(`409: ${JSON.stringify(body)}`);
    expect([err.status, err.code, err.serverMessage]).toEqual([409, 'sold_out', 'Sold out.']);
    expect(err.field).toBeUndefined();
    expect(err.fieldErrors).toEqual({});

    answer(502, '');
    const bare = await failure();
    expect([bare.message, bare.code, bare.serverMessage]).toEqual(['502: ', undefined, undefined]);
  });

  it('say when a throttled call may be retried: the Retry-After header, else the body', async () => {
    answer(429, { code: 'rate_limited', message: 'Too many.', retryAfter: 30 }, { 'Retry-After': '45' });
    expect((await failure()).retryAfter).toBe(45);
    answer(429, { code: 'rate_limited', message: 'Too many.', retryAfter: 29.5 });
    expect((await failure()).retryAfter).toBe(30);
  });

  it('read the fields a refusal names once: a validation failure’s list, or one field', async () => {
    answer(400, {
      code: 'validation_failed',
      message: 'Invalid body: buyer.email: must be an email address; buyer.phone: must be a Kenyan mobile number',
    });
    const invalid = await failure();
    expect(invalid.fieldErrors).toEqual({
      'buyer.email': 'Must be an email address.',
      'buyer.phone': 'Must be a Kenyan mobile number.',
    });
    expect(invalid.field).toBeUndefined();

    answer(400, { code: 'password_incorrect', message: 'password: That password is not right.' });
    const one = await failure();
    expect(one.field).toEqual({ name: 'password', message: 'That password is not right.' });
    expect(one.problem).toBe('That password is not right.');
    expect(one.fieldErrors).toEqual({});

    answer(409, { code: 'order_not_revocable', message: 'This order is paid: refund it instead.' });
    const prose = await failure();
    expect([prose.field, prose.problem]).toEqual([undefined, 'This order is paid: refund it instead.']);
  });
});
