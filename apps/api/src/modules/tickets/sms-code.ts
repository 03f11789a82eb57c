import { createHmac } from 'node:crypto';
import { smsCodeFromBytes } from '@tribe/contracts';
import type { TicketSigner } from './ticket-signing.js';

/**
 * A ticket's SMS code (decision 027): the first 50 bits of HMAC-SHA256 over the ticket's id and
 * its code, with a key derived from the ticket-signing key. Derived again whenever it is needed
 * (the SMS, the door's list, a typed check-in), so it is never stored; the same ticket always
 * has the same code, and another key gives other codes.
 */
export interface SmsCodeTicket {
  id: number;
  code: string;
}

export class SmsCodes {
  private readonly key: Buffer;

  constructor(signer: TicketSigner) {
    this.key = signer.deriveKey('sms-ticket-code-1');
  }

  /** The ticket's code, canonical (10 symbols, no dashes): `formatSmsCode` groups it for people. */
  of(ticket: SmsCodeTicket): string {
    return smsCodeFromBytes(createHmac('sha256', this.key).update(`${ticket.id}:${ticket.code}`).digest());
  }

  /** The ticket among `tickets` whose SMS code is `code` (canonical), if any. */
  find<T extends SmsCodeTicket>(tickets: readonly T[], code: string): T | undefined {
    return tickets.find((t) => this.of(t) === code);
  }
}

const perSigner = new WeakMap<TicketSigner, SmsCodes>();

/** The SMS codes of this signer's key (the key is derived once per signer). */
export function smsCodesFor(signer: TicketSigner): SmsCodes {
  let codes = perSigner.get(signer);
  if (!codes) perSigner.set(signer, (codes = new SmsCodes(signer)));
  return codes;
}
