import { afterEach, describe, expect, it } from 'vitest';
import type { TCheckInOfflineBundle } from '@tribe/contracts/host-area';
import { smsCodePackHash } from '@tribe/contracts/sms-code';
import { makeSigner } from '../testing/ticket-signer.test-util';
import { decideOffline } from './offline-check-in';
import type { TStoredBundle } from './offline-store';
import { FREE_WRONG_SMS_CODES, noteWrongSmsCode, smsCodeWaitMs } from './sms-code-guard';
import { hashTicketCode, importTicketKey } from './ticket-payload';

const now = new Date();
const EVENT = 26;

async function setUp() {
  const signer = await makeSigner();
  const key = await importTicketKey(signer.publicKeyPem);
  const ticket = async (code: string, sms: string, over: Partial<TCheckInOfflineBundle['tickets'][number]> = {}) => ({
    codeHash: await hashTicketCode(code),
    smsCodeHash: await smsCodePackHash(EVENT, sms),
    shownCode: code.slice(-6),
    occurrenceId: 41,
    ticketTypeName: 'VIP',
    holderName: 'Achieng Odhiambo',
    status: 'valid' as const,
    checkedInAt: null,
    ...over,
  });
  const bundle: TCheckInOfflineBundle = {
    version: 2,
    eventId: EVENT,
    occurrences: [
      { key: 'single', occurrenceId: 41, startsAt: now.toISOString(), endsAt: null },
      {
        key: 'show:9',
        occurrenceId: 42,
        startsAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
        endsAt: null,
      },
    ],
    publicKey: signer.publicKeyPem,
    tickets: [
      await ticket('ABCD2345EFGHJKMN', 'TK7H3K9QPD'),
      await ticket('REFU2345EFGHJKMN', 'ABCD2345EF', { status: 'refunded' }),
      await ticket('NEXT2345EFGHJKMN', 'GHJK6789LM', { occurrenceId: 42 }),
      await ticket('USED2345EFGHJKMN', 'NPQR6789ST', { checkedInAt: now.toISOString() }),
    ],
    generatedAt: now.toISOString(),
    wipeAfter: null,
  };
  const stored: TStoredBundle = { bundle, title: 'Sauti Sol Live', downloadedAt: '', wipeAt: '' };
  return { key, stored };
}

describe('decideOffline with a typed SMS code (decision 027)', () => {
  it('admits a typed SMS code however it is written, found by its salted hash, and says what to queue', async () => {
    const { key, stored } = await setUp();
    for (const typed of ['TK7H-3K9Q-PD', 'tk7h 3k9q pd', 'TK7H3K9QP0']) {
      expect(await decideOffline(stored, key, typed, now), typed).toEqual({
        result: {
          outcome: 'valid',
          ticket: { code: 'GHJKMN', ticketTypeName: 'VIP', attendeeName: 'Achieng Odhiambo' },
          checkedInAt: now.toISOString(),
        },
        admit: true,
        codeHash: await hashTicketCode('ABCD2345EFGHJKMN'),
        smsCode: 'TK7H3K9QPD',
      });
    }
  });

  it('refuses an SMS code that matches nothing, or a refunded, used or other-date ticket', async () => {
    const { key, stored } = await setUp();
    expect(await decideOffline(stored, key, 'ZZZZ-ZZZZ-ZZ', now)).toEqual({
      result: { outcome: 'not_found' },
      admit: false,
      codeHash: null,
      smsCode: 'ZZZZZZZZZZ',
    });
    expect(await decideOffline(stored, key, 'ABCD-2345-EF', now)).toMatchObject({
      result: { outcome: 'refunded' },
      admit: false,
    });
    expect(await decideOffline(stored, key, 'GHJK-6789-LM', now)).toMatchObject({
      result: { outcome: 'wrong_date' },
      admit: false,
    });
    expect(await decideOffline(stored, key, 'NPQR-6789-ST', now)).toMatchObject({
      result: { outcome: 'already_checked_in' },
      admit: false,
    });
    // Another event's list hashes with its own salt: the same code finds nothing there.
    const other = { ...stored, bundle: { ...stored.bundle, eventId: 27 } };
    expect(await decideOffline(other, key, 'TK7H-3K9Q-PD', now)).toMatchObject({ result: { outcome: 'not_found' } });
  });

  it('still never admits a typed ticket code offline', async () => {
    const { key, stored } = await setUp();
    expect(await decideOffline(stored, key, 'ABCD2345EFGHJKMN', now)).toEqual({ typedCode: true });
    // Nor an SMS code from a list made before SMS codes (no hashes to compare it with).
    const old = {
      ...stored,
      bundle: { ...stored.bundle, tickets: stored.bundle.tickets.map(({ smsCodeHash: _h, ...t }) => t) },
    };
    expect(await decideOffline(old, key, 'TK7H-3K9Q-PD', now)).toEqual({ typedCode: true });
  });
});

describe('the device slows down wrong SMS codes', () => {
  afterEach(() => localStorage.clear());

  it('lets a few typos through, then makes the device wait, longer each time, and forgets after the window', () => {
    const t0 = new Date('2026-06-01T10:00:00Z');
    for (let i = 0; i < FREE_WRONG_SMS_CODES - 1; i++) noteWrongSmsCode(new Date(t0.getTime() + i * 1000));
    expect(smsCodeWaitMs(new Date(t0.getTime() + 5000))).toBe(0);
    const fifth = new Date(t0.getTime() + 10_000);
    noteWrongSmsCode(fifth);
    expect(smsCodeWaitMs(fifth)).toBe(5_000);
    noteWrongSmsCode(new Date(fifth.getTime() + 5_000));
    expect(smsCodeWaitMs(new Date(fifth.getTime() + 5_000))).toBe(10_000);
    expect(smsCodeWaitMs(new Date(fifth.getTime() + 15_000))).toBe(0);
    expect(smsCodeWaitMs(new Date(t0.getTime() + 16 * 60_000))).toBe(0);
  });
});
