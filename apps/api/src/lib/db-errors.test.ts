import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './db-errors.js';

describe('uniqueViolation', () => {
  it('names the constraint a unique violation hit, through the wrappers', () => {
    const pg = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'orders_idempotency_key_uq' });
    expect(uniqueViolation(pg)).toBe('orders_idempotency_key_uq');
    expect(uniqueViolation(new Error('Failed query', { cause: pg }))).toBe('orders_idempotency_key_uq');
    expect(uniqueViolation({ code: '23505', constraint_name: 'users_email_lower_uq' })).toBe('users_email_lower_uq');
    expect(uniqueViolation({ code: '23505' })).toBe('');
  });

  it('answers null for any other error', () => {
    expect(uniqueViolation(Object.assign(new Error('check'), { code: '23514' }))).toBeNull();
    expect(uniqueViolation(new Error('plain'))).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
  });
});
