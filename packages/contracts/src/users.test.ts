import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePublicUser, type TPublicUser } from './users.js';
import { ZPublicUser } from './users.schema.js';

const arbUser: fc.Arbitrary<TPublicUser> = fc.record({
  id: fc.integer({ min: 1, max: 2_147_483_647 }),
  username: fc.string({ minLength: 1 }),
  email: fc.emailAddress(),
  firstName: fc.option(fc.string(), { nil: null }),
  lastName: fc.option(fc.string(), { nil: null }),
  phone: fc.option(fc.string(), { nil: null }),
  profileImage: fc.option(fc.webUrl(), { nil: null }),
  isHost: fc.boolean(),
  emailVerified: fc.boolean(),
  onboardingComplete: fc.boolean(),
});

describe('public user', () => {
  it('reads back exactly what the server schema sends', () => {
    fc.assert(
      fc.property(arbUser, (user) => {
        const sent = JSON.parse(JSON.stringify(ZPublicUser.parse(user))) as unknown;
        expect(parsePublicUser(sent)).toEqual(user);
      }),
    );
  });

  it('is not a user without an integer id or a username', () => {
    for (const body of [
      null,
      'wkamau',
      [],
      {},
      { username: 'wkamau' },
      { id: 7 },
      { id: '7', username: 'wkamau' },
      { id: 7.5, username: 'wkamau' },
      { id: 7, username: null },
      { statusCode: 401, code: 'unauthorized', message: 'You are not signed in.' },
    ]) {
      expect(parsePublicUser(body)).toBeNull();
    }
  });

  it('fills a missing name, photo or flag instead of signing the user out', () => {
    expect(parsePublicUser({ id: 7, username: 'wkamau', isHost: 'yes' })).toEqual({
      id: 7,
      username: 'wkamau',
      email: '',
      firstName: null,
      lastName: null,
      phone: null,
      profileImage: null,
      isHost: false,
      emailVerified: false,
      onboardingComplete: false,
    });
  });

  it('drops fields the user shape does not have', () => {
    const parsed = parsePublicUser({ id: 7, username: 'wkamau', passwordHash: 'x', isHost: true });
    expect(parsed).not.toHaveProperty('passwordHash');
    expect(parsed?.isHost).toBe(true);
  });
});
