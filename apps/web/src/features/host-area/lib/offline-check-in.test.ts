import { describe, expect, it } from 'vitest';
import type { TCheckInOfflineBundle } from '@tribe/contracts/host-area';
import { makeSigner } from '../testing/ticket-signer.test-util';
import { decideOffline } from './offline-check-in';
import type { TStoredBundle } from './offline-store';
import { hashTicketCode, importTicketKey } from './ticket-payload';

const now = new Date();

async function setUp() {
  const signer = await makeSigner();
  const key = await importTicketKey(signer.publicKeyPem);
  const ticket = async (code: string, status: 'valid' | 'refunded' | 'reissued' = 'valid') => ({
    codeHash: await hashTicketCode(code),
    shownCode: code.slice(-6),
    occurrenceId: 41,
    ticketTypeName: 'VIP',
    holderName: 'Achieng Odhiambo',
    status,
    checkedInAt: null,
  });
  const bundle: TCheckInOfflineBundle = {
    version: 2,
    eventId: 26,
    occurrences: [{ key: 'single', occurrenceId: 41, startsAt: now.toISOString(), endsAt: null }],
    publicKey: signer.publicKeyPem,
    tickets: [
      await ticket('ABCD2345EFGHJKMN'),
      await ticket('REFU2345EFGHJKMN', 'refunded'),
      await ticket('SENT2345EFGHJKMN', 'reissued'),
    ],
    generatedAt: now.toISOString(),
    wipeAfter: null,
  };
  const stored: TStoredBundle = { bundle, title: 'Sauti Sol Live', downloadedAt: '', wipeAt: '' };
  return { signer, key, stored };
}

describe('decideOffline: the door’s list names tickets by the hash of their code', () => {
  it('hashes the code of a verified payload as the server does and finds the ticket by it', async () => {
    const { signer, key, stored } = await setUp();
    // The server's ticketCodeHash: SHA-256 of the code, lowercase hex.
    expect(await hashTicketCode('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const decided = await decideOffline(stored, key, await signer.sign('ABCD2345EFGHJKMN', 26, 41), now);
    expect(decided).toEqual({
      result: {
        outcome: 'valid',
        ticket: { code: 'GHJKMN', ticketTypeName: 'VIP', attendeeName: 'Achieng Odhiambo' },
        checkedInAt: now.toISOString(),
      },
      admit: true,
      codeHash: await hashTicketCode('ABCD2345EFGHJKMN'),
    });
    const refunded = await decideOffline(stored, key, await signer.sign('REFU2345EFGHJKMN', 26, 41), now);
    expect(refunded).toMatchObject({ result: { outcome: 'refunded' }, admit: false });
    // Sent to a friend and re-issued (decision 051): the old code is refused with no signal.
    const sent = await decideOffline(stored, key, await signer.sign('SENT2345EFGHJKMN', 26, 41), now);
    expect(sent).toMatchObject({ result: { outcome: 'reissued' }, admit: false });
    const unknown = await decideOffline(stored, key, await signer.sign('ZZZZ2345EFGHJKMN', 26, 41), now);
    expect(unknown).toMatchObject({ result: { outcome: 'not_found' }, admit: false });
  });

  it('never admits a typed code, not even a real one, and never a payload signed by another key', async () => {
    const { key, stored } = await setUp();
    expect(await decideOffline(stored, key, 'ABCD2345EFGHJKMN', now)).toEqual({ typedCode: true });
    expect(await decideOffline(stored, key, ' abcd2345efghjkmn ', now)).toEqual({ typedCode: true });
    const forger = await makeSigner();
    expect(await decideOffline(stored, key, await forger.sign('ABCD2345EFGHJKMN', 26, 41), now)).toEqual({
      result: { outcome: 'forged' },
      admit: false,
      codeHash: null,
    });
  });
});
