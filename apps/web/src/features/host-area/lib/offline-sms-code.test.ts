import { afterEach, describe, expect, it } from 'vitest';
import type { TCheckInOfflineBundle } from '@tribe/contracts/host-area';
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
  return { key, stored, signer };
}

describe('decideOffline with a typed SMS code (decision 036: online only)', () => {
  it('never admits a typed SMS code offline, however it is written, and queues nothing for it', async () => {
    const { key, stored } = await setUp();
    for (const typed of ['TK7H-3K9Q-PD', 'tk7h 3k9q pd', 'TK7H3K9QP0', 'ZZZZ-ZZZZ-ZZ'])
      expect(await decideOffline(stored, key, typed, now), typed).toEqual({ typedCode: true });
  });

  it('ignores the SMS-code hashes a list downloaded before decision 036 still holds', async () => {
    const { key, stored, signer } = await setUp();
    // The old lists' hash: SHA-256 of `tikiti-sms-1:<eventId>:<code>`, first 40 bits in hex.
    const oldHash = async (code: string) =>
      [
        ...new Uint8Array(
          await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`tikiti-sms-1:${EVENT}:${code}`)),
        ),
      ]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('')
        .slice(0, 10);
    const sms = ['TK7H3K9QPD', 'ABCD2345EF', 'GHJK6789LM', 'NPQR6789ST'];
    const legacy = {
      ...stored,
      bundle: {
        ...stored.bundle,
        tickets: await Promise.all(
          stored.bundle.tickets.map(async (t, i) => ({ ...t, smsCodeHash: await oldHash(sms[i]!) })),
        ),
      },
    } as TStoredBundle;
    for (const typed of ['TK7H-3K9Q-PD', 'tk7h 3k9q pd'])
      expect(await decideOffline(legacy, key, typed, now), typed).toEqual({ typedCode: true });
    // Its tickets are still admitted by their signed QR code.
    const payload = await signer.sign('ABCD2345EFGHJKMN', EVENT, 41);
    expect(await decideOffline(legacy, key, payload, now)).toMatchObject({ admit: true, result: { outcome: 'valid' } });
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
