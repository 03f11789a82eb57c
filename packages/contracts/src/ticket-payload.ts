/**
 * A ticket's QR payload, the one definition of its shape (decision 014, decision 019): the
 * server signs it (apps/api tickets/ticket-signing.ts, node:crypto), the door verifies it with no
 * network (apps/web host-area lib/ticket-payload.ts, WebCrypto), and tests sign it as the server
 * does. Only the string shape and the message the signature covers live here; no crypto.
 *
 * `T1.<code>.<eventId>.<occurrenceId>.<signature>`: the signature is Ed25519 over everything
 * before the last dot (`signedMessage`), written in base64url without padding (86 characters).
 * Ed25519 signatures are deterministic, so the same ticket always shows the same QR code.
 */
export const TICKET_PAYLOAD_VERSION = 'T1';

/** What a signed payload says about its ticket. */
export interface TTicketClaims {
  code: string;
  eventId: number;
  occurrenceId: number;
}

/** A payload read by its shape (the signature not yet checked). */
export interface TParsedTicketPayload {
  claims: TTicketClaims;
  /** The text the signature covers. */
  message: string;
  /** The Ed25519 signature, base64url. */
  signature: string;
}

/** How many characters of a ticket code people are shown (screens, CSV, the door's list). */
export const TICKET_CODE_SHOWN_LENGTH = 6;

/** The end of a code that people see: enough to find a ticket, never enough to make its QR code. */
export const shownTicketCode = (code: string): string => code.slice(-TICKET_CODE_SHOWN_LENGTH);

const PAYLOAD = /^(T1)\.([A-Za-z0-9_-]{8,64})\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{86})$/;

/** The text a ticket's signature covers: `T1.<code>.<eventId>.<occurrenceId>`. */
export const signedTicketMessage = (claims: TTicketClaims): string =>
  `${TICKET_PAYLOAD_VERSION}.${claims.code}.${claims.eventId}.${claims.occurrenceId}`;

/** The whole payload from its claims and their signature (base64url). */
export const ticketPayload = (claims: TTicketClaims, signature: string): string =>
  `${signedTicketMessage(claims)}.${signature}`;

/** Reads a payload by its shape (surrounding spaces ignored); null when it is not one. */
export function parseTicketPayload(text: string): TParsedTicketPayload | null {
  const m = PAYLOAD.exec(text.trim());
  if (!m) return null;
  const claims = { code: m[2]!, eventId: Number(m[3]), occurrenceId: Number(m[4]) };
  return { claims, message: signedTicketMessage(claims), signature: m[5]! };
}

/** Whether scanned or typed text is meant as a payload (a typed code is not). */
export const looksLikeTicketPayload = (text: string): boolean => text.trim().startsWith(`${TICKET_PAYLOAD_VERSION}.`);
