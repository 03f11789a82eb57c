import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { T } from './home.texts';

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe("a tribe's member count", () => {
  it('is singular for one member and formatted for many, in English', () => {
    expect(T.tribes.members(1)).toBe('1 member');
    expect(T.tribes.members(1840)).toBe('1,840 members');
  });

  it('in Kiswahili', async () => {
    await act(() => setLocale('sw'));
    expect(T.tribes.members(1)).toBe('Mwanachama 1');
    expect(T.tribes.members(1840)).toBe('Wanachama 1,840');
  });
});
