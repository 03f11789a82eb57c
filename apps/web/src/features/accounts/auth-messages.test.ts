import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AuthApiError, parseRetryAfter, RefusedError } from './api/auth-request';
import { describeFailure, fieldErrorsFrom, MESSAGES, refusalMessage } from './auth-messages';

const signIn = { failed: MESSAGES.signInFailed, error: MESSAGES.signInError };
const json = (status: number, body: object) => {
  const text = JSON.stringify(body);
  return new ApiError(status, `${status}: ${text}`, text);
};

describe('describeFailure', () => {
  it("shows the server's message when it refuses, else the spec's failure text", () => {
    expect(
      describeFailure(json(401, { code: 'invalid_credentials', message: 'Wrong username or password.' }), signIn)
        .message,
    ).toBe('Wrong username or password.');
    expect(describeFailure(new ApiError(401, '401: Unauthorized', 'Unauthorized'), signIn).message).toBe(
      'Login failed. Please check your credentials.',
    );
    expect(describeFailure(new RefusedError('Account locked.'), signIn).message).toBe('Account locked.');
  });

  it("shows the spec's exception text for network failures and server errors", () => {
    expect(describeFailure(new TypeError('Failed to fetch'), signIn).message).toBe(
      'An error occurred during login. Please try again.',
    );
    expect(describeFailure(json(500, { message: 'Something went wrong on our side.' }), signIn).message).toBe(
      'An error occurred during login. Please try again.',
    );
  });

  it('puts validation problems beside the fields the form shows', () => {
    const err = json(400, {
      code: 'validation_failed',
      message: 'Invalid body: phone: must be a Kenyan mobile number; email: Invalid email address; extra: nope',
    });
    const failure = describeFailure(err, signIn, ['email', 'phone']);
    expect(failure.fields).toEqual({ phone: 'Must be a Kenyan mobile number.', email: 'Invalid email address.' });
    expect(failure.message).toBe('Please check the highlighted fields.');
  });

  it('keeps a validation message about no shown field as the form message', () => {
    const err = json(400, { code: 'validation_failed', message: 'Invalid body: type: Invalid option' });
    expect(describeFailure(err, signIn, ['email'])).toEqual({
      message: 'Invalid body: type: Invalid option',
      fields: {},
    });
  });

  it('says when a throttled call may be retried', () => {
    const body = JSON.stringify({ code: 'rate_limited', message: 'Too many attempts.' });
    const failure = describeFailure(new AuthApiError(429, `429: ${body}`, body, 42), signIn);
    expect(failure).toMatchObject({ message: 'Too many attempts.', retryAfter: 42 });
  });
});

describe('small readers', () => {
  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('60')).toBe(60);
    expect(parseRetryAfter(new Date(1_000_000 + 30_000).toUTCString(), 1_000_000)).toBe(30);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it("treats only success: false as a refusal, with the server's message or the default", () => {
    expect(refusalMessage({ success: true }, MESSAGES.verifyFailed)).toBeNull();
    expect(refusalMessage(null, MESSAGES.verifyFailed)).toBeNull();
    expect(refusalMessage({ success: false }, MESSAGES.verifyFailed)).toBe('Verification failed');
    expect(refusalMessage({ success: false, message: 'Code expired.' }, MESSAGES.verifyFailed)).toBe('Code expired.');
  });

  it('splits field messages and ignores nested paths beyond the field', () => {
    const invalid = (message: string) => json(400, { code: 'validation_failed', message });
    expect(fieldErrorsFrom(invalid('Invalid body: password: too short'), ['password'])).toEqual({
      password: 'Too short.',
    });
    expect(fieldErrorsFrom(invalid('Invalid body: address.city: required'), ['address'])).toEqual({
      address: 'Required.',
    });
  });

  it('takes a throttled answer’s wait from its body when no Retry-After header came', () => {
    const body = JSON.stringify({ code: 'rate_limited', message: 'Too many attempts.', retryAfter: 12.2 });
    expect(describeFailure(new ApiError(429, `429: ${body}`, body), signIn).retryAfter).toBe(13);
  });
});
