import type { TPayoutMethod } from './hosts.js';
import type { THostEventStatus } from './host-area.js';

/**
 * /host/settings as both sides see it (issue 9, item 8): the vendor profile, the payout method,
 * the identity a payout needs, balances per event from the ledger and payout requests. Plain
 * TypeScript for the browser; request schemas are in host-settings.schema.ts, form rules in
 * host-rules.ts.
 */

/** What a payout request still needs, one code per missing piece. */
export const PAYOUT_REQUIREMENTS = ['legal_name', 'kra_pin', 'id_number', 'payout_method'] as const;
export type TPayoutRequirement = (typeof PAYOUT_REQUIREMENTS)[number];

/** GET /api/host/settings and the answer of every settings change. Never a whole account or ID number. */
export interface THostSettings {
  profile: {
    vendorName: string;
    phone: string | null;
    email: string | null;
    bio: string | null;
    website: string | null;
    logoUrl: string | null;
  };
  /** The payout method, only masked ('M-Pesa •••• 678', 'KCB •••• 4321'); null: none yet. */
  payoutMethod: { method: TPayoutMethod; masked: string } | null;
  identity: {
    legalName: string | null;
    kraPin: string | null;
    /** 'National ID •••• 678' or 'Passport •••• 567'; null: none yet. */
    idNumberMasked: string | null;
  };
  /** What stops a payout request (empty: nothing). */
  payoutRequirements: TPayoutRequirement[];
}

/**
 * Where an event's money stands, for the host:
 * - `payable_after_event`: money is there and becomes available once the event's last date ends;
 * - `available`: the event has ended; the host may request a payout of it;
 * - `payout_requested`: a payout waits for the admin area (nothing more to request);
 * - `owed`: the ledger is below zero (a refund after a payout): the host owes it, nothing is payable;
 * - `settled`: nothing left either way.
 */
export const BALANCE_STATES = ['payable_after_event', 'available', 'payout_requested', 'owed', 'settled'] as const;
export type TBalanceState = (typeof BALANCE_STATES)[number];

/** Whole KES, all positive except `net`: net = gross − fees − refunds − payouts (the ledger's sum). */
export interface TBalanceFigures {
  /** What buyers paid (ledger `sale`). */
  gross: number;
  /** Tikiti's service fees (ledger `fee`). */
  fees: number;
  /** Money given back (ledger `refund`, less `fee_reversal` when a cancellation returned the fee). */
  refunds: number;
  /** Payouts paid (ledger `payout`). */
  payouts: number;
  /** The sum of the ledger: what is the host's now (negative: owed). */
  net: number;
  /** Payouts requested or approved, not yet paid (not in the ledger until paid). */
  pendingPayouts: number;
  /** net − pending while the event has not ended (0 otherwise or when not positive). */
  payableAfterEvent: number;
  /** net − pending once the event has ended (0 otherwise or when not positive): what a request asks for. */
  available: number;
  /** −net when the ledger is below zero, else 0. */
  owed: number;
}

/** Every figure at nothing: the start of a sum of balances, or a balance with nothing yet. */
export const ZERO_BALANCE: TBalanceFigures = {
  gross: 0,
  fees: 0,
  refunds: 0,
  payouts: 0,
  net: 0,
  pendingPayouts: 0,
  payableAfterEvent: 0,
  available: 0,
  owed: 0,
};

export interface THostEventBalance extends TBalanceFigures {
  eventId: number;
  title: string;
  eventStatus: THostEventStatus;
  /** When the event's last date ends (ISO); null: not known (never available until it is). */
  lastEndsAt: string | null;
  ended: boolean;
  state: TBalanceState;
}

/**
 * GET /api/host/balances: one row per event with money on the ledger, what needs the host first
 * (available, owed, requested, then events still to end, the soonest first, then settled).
 */
export interface THostBalances {
  events: THostEventBalance[];
  totals: TBalanceFigures;
}

/**
 * A payout's way: requested by the host → approved by an admin (about to be sent) → processing
 * (sent to the provider) → paid, or failed (the provider refused or reversed it; an admin may
 * retry); or rejected by an admin with a reason (docs/admin.md).
 */
export const HOST_PAYOUT_STATUSES = ['requested', 'approved', 'processing', 'paid', 'failed', 'rejected'] as const;
export type THostPayoutStatus = (typeof HOST_PAYOUT_STATUSES)[number];

/** One payout request (GET /api/host/payouts, POST /api/host/payouts). */
export interface THostPayout {
  id: number;
  eventId: number | null;
  eventTitle: string | null;
  amount: number;
  status: THostPayoutStatus;
  /** Where it goes, copied when requested ('M-Pesa •••• 678'). */
  destinationMasked: string | null;
  /** The transfer's reference once paid. */
  reference: string | null;
  requestedAt: string;
  decidedAt: string | null;
  paidAt: string | null;
}

/**
 * Stable error codes of settings and payouts (besides validation_failed, unauthorized,
 * forbidden, event_not_found, vendor_name_taken and the password and image codes of onboarding):
 * - `payout_details_missing` (409): identity or payout method missing; the message says which.
 * - `event_not_ended` (409): a payout is requested before the event's last date has ended.
 * - `payout_nothing_available` (409): nothing to pay out (all requested or paid, or owed).
 */
export const HOST_SETTINGS_ERROR_CODES = [
  'payout_details_missing',
  'event_not_ended',
  'payout_nothing_available',
] as const;
