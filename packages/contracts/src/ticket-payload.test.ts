import { describe, expect, it } from 'vitest';
import {
  looksLikeTicketPayload,
  parseTicketPayload,
  shownTicketCode,
  signedTicketMessage,
  ticketPayload,
} from './ticket-payload.js';

const SIG = 'A'.repeat(86);
const claims = { code: 'ABCD2345EFGHJKMN', eventId: 26, occurrenceId: 41 };

describe('the QR payload: one shape for the signer, the door and the tests', () => {
  it('builds `T1.<code>.<eventId>.<occurrenceId>.<sig>` and reads it back with the signed message', () => {
    expect(signedTicketMessage(claims)).toBe('T1.ABCD2345EFGHJKMN.26.41');
    const payload = ticketPayload(claims, SIG);
    expect(payload).toBe(`T1.ABCD2345EFGHJKMN.26.41.${SIG}`);
    expect(parseTicketPayload(` ${payload}\n`)).toEqual({
      claims,
      message: 'T1.ABCD2345EFGHJKMN.26.41',
      signature: SIG,
    });
    expect(looksLikeTicketPayload(payload)).toBe(true);
  });

  it('reads nothing from a typed code, another version, a short signature or junk', () => {
    expect(parseTicketPayload('ABCD2345EFGHJKMN')).toBeNull();
    expect(looksLikeTicketPayload('ABCD2345EFGHJKMN')).toBe(false);
    expect(parseTicketPayload(`T2.ABCD2345EFGHJKMN.26.41.${SIG}`)).toBeNull();
    expect(parseTicketPayload('T1.ABCD2345EFGHJKMN.26.41.short')).toBeNull();
    expect(parseTicketPayload(`T1.ABC.26.41.${SIG}`)).toBeNull();
    expect(parseTicketPayload(`T1.ABCD2345EFGHJKMN.x.41.${SIG}`)).toBeNull();
  });

  it('shows people the last 6 characters of a code', () => {
    expect(shownTicketCode('ABCD2345EFGHJKMN')).toBe('GHJKMN');
  });
});
