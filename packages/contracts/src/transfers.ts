import { z } from 'zod';
import { zEmail, zKenyanPhone } from './auth.js';
import { TICKET_TRANSFER_STATUSES, type TicketTransferStatus } from './checkout.js';
import { MAX_INT, zId } from './input.js';

/**
 * Tickets sent to a friend (issue 27, item 4; decision 051): the holder sends tickets to a phone
 * or an email, the recipient accepts through the link and the tickets are re-issued to them.
 */

const zIso = z.string();

/** Tickets one sending may carry. */
export const MAX_TICKETS_PER_TRANSFER = 10;
/** How many times one place may change hands. */
export const MAX_TRANSFERS_PER_TICKET = 3;
/** Sendings one account may start in a day. */
export const TRANSFERS_PER_DAY = 10;
/** How long a link stays open, unless the date starts first. */
export const TRANSFER_LAPSE_HOURS = 48;

/** Stable error codes of transfers (the client branches on these, never on the message). */
export const TRANSFER_ERROR_CODES = [
  'transfer_not_found',
  'transfers_off',
  'ticket_not_transferable',
  'transfer_to_self',
  'transfer_not_open',
  'transfer_expired',
  'transfer_wrong_account',
  'transfer_limit_reached',
] as const;
export type TTransferErrorCode = (typeof TRANSFER_ERROR_CODES)[number];

/** POST /api/tickets/transfers: exactly one of `email` and `phone`. */
export const ZTransferRequest = z
  .object({
    ticketIds: z.array(zId).min(1, 'pick at least one ticket').max(MAX_TICKETS_PER_TRANSFER),
    email: zEmail.optional(),
    phone: zKenyanPhone.optional(),
  })
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), {
    message: 'give either a phone number or an email address',
    path: ['email'],
  });
export type TTransferRequest = z.infer<typeof ZTransferRequest>;

/** A transfer as its sender sees it (My tickets). */
export interface TSentTransfer {
  id: number;
  status: TicketTransferStatus;
  /** The recipient as typed: an email, or a phone in +254 form. */
  to: string;
  eventTitle: string;
  occurrenceStartsAt: string | null;
  ticketIds: number[];
  ticketCount: number;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

export const ZSentTransfer = z.object({
  id: z.number().int(),
  status: z.enum(TICKET_TRANSFER_STATUSES),
  to: z.string(),
  eventTitle: z.string(),
  occurrenceStartsAt: zIso.nullable(),
  ticketIds: z.array(z.number().int()),
  ticketCount: z.number().int(),
  createdAt: zIso,
  expiresAt: zIso,
  acceptedAt: zIso.nullable(),
});
({}) as z.infer<typeof ZSentTransfer> satisfies TSentTransfer;
({}) as TSentTransfer satisfies z.infer<typeof ZSentTransfer>;

/** GET /api/profile/transfers. */
export const ZSentTransfers = z.object({ items: z.array(ZSentTransfer) });

/** GET /api/transfers/{token}: what the link offers, before it is accepted. */
export interface TTransferOffer {
  status: TicketTransferStatus;
  /** Whether it can be accepted now (pending and not lapsed). */
  open: boolean;
  fromName: string;
  /** 'email' transfers need an account with that address; 'phone' ones the link alone. */
  toKind: 'email' | 'phone';
  /** The email it was sent to, for the sign-in hint (null for a phone). */
  toEmail: string | null;
  event: { id: number; title: string; imageUrl: string | null; location: string | null; timeZone: string };
  occurrenceStartsAt: string | null;
  tickets: { ticketTypeName: string }[];
  expiresAt: string;
}

export const ZTransferOffer = z.object({
  status: z.enum(TICKET_TRANSFER_STATUSES),
  open: z.boolean(),
  fromName: z.string(),
  toKind: z.enum(['email', 'phone']),
  toEmail: z.string().nullable(),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    location: z.string().nullable(),
    timeZone: z.string(),
  }),
  occurrenceStartsAt: zIso.nullable(),
  tickets: z.array(z.object({ ticketTypeName: z.string() })),
  expiresAt: zIso,
});
({}) as z.infer<typeof ZTransferOffer> satisfies TTransferOffer;
({}) as TTransferOffer satisfies z.infer<typeof ZTransferOffer>;

/** The `:token` of /api/transfers/{token}: 32 base64url characters (192 bits). */
export const ZTransferTokenParams = z.object({ token: z.string().regex(/^[\w-]{20,64}$/, 'must be a transfer link') });
export const ZTransferIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });

/** One step of a ticket's history as its host reads it. */
export interface TTicketHistoryStep {
  at: string;
  fromName: string;
  toName: string | null;
}

/** A transfer of the host's event (GET /api/host/events/{eventId}/transfers). */
export interface THostTransfer {
  id: number;
  status: TicketTransferStatus;
  fromName: string;
  /** Who accepted it (their name), once accepted. */
  toName: string | null;
  ticketCount: number;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

export const ZHostTransfers = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(TICKET_TRANSFER_STATUSES),
      fromName: z.string(),
      toName: z.string().nullable(),
      ticketCount: z.number().int(),
      createdAt: zIso,
      expiresAt: zIso,
      acceptedAt: zIso.nullable(),
    }),
  ),
});
({}) as z.infer<typeof ZHostTransfers>['items'][number] satisfies THostTransfer;
