import { describe, expect, it } from 'vitest';
import { accountLinks, getInitials, userMenuLabel } from './user-display';

describe('getInitials', () => {
  it('uses the first letters of first and last name', () => {
    expect(getInitials({ firstName: 'wanjiku', lastName: 'kamau', username: 'wkamau' })).toBe('WK');
  });
  it('falls back to the first letter of the first name when there is no last name', () => {
    expect(getInitials({ firstName: 'Achieng', lastName: null, username: 'achie' })).toBe('A');
    expect(getInitials({ firstName: 'Achieng', lastName: '  ', username: 'achie' })).toBe('A');
  });
  it('ignores a last name without a first name and uses the username', () => {
    expect(getInitials({ firstName: '', lastName: 'Otieno', username: 'brian_o' })).toBe('B');
  });
  it("falls back to 'U' when nothing is known", () => {
    expect(getInitials({ username: '' })).toBe('U');
    expect(getInitials(null)).toBe('U');
    expect(getInitials(undefined)).toBe('U');
  });
});

describe('userMenuLabel', () => {
  it('shows the full name when first and last name exist', () => {
    expect(userMenuLabel({ firstName: 'Wanjiku', lastName: 'Kamau', username: 'wkamau' })).toBe('Wanjiku Kamau');
  });
  it('shows the username when either name is missing', () => {
    expect(userMenuLabel({ firstName: 'Wanjiku', lastName: null, username: 'wkamau' })).toBe('wkamau');
    expect(userMenuLabel({ firstName: null, lastName: 'Kamau', username: 'wkamau' })).toBe('wkamau');
    expect(userMenuLabel({ firstName: '', lastName: '', username: 'wkamau' })).toBe('wkamau');
  });
});

describe('accountLinks', () => {
  it('gives hosts Dashboard, Create Event and Settings', () => {
    expect(accountLinks(true).map((l) => [l.label, l.to])).toEqual([
      ['Dashboard', '/host/dashboard'],
      ['Create Event', '/host/create-event'],
      ['Settings', '/profile/settings'],
    ]);
  });
  it('gives everyone else Profile and Settings', () => {
    for (const isHost of [false, null, undefined]) {
      expect(accountLinks(isHost).map((l) => [l.label, l.to])).toEqual([
        ['Profile', '/profile'],
        ['Settings', '/profile/settings'],
      ]);
    }
  });
});
