import { ZErrorResponse } from '@tribe/contracts';

/**
 * Domain errors carry a stable `code`; one table maps codes to HTTP statuses, and the client
 * branches on the code, never on the message (which is for people).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  quantity_invalid: 400,
  occurrence_not_found: 400,
  ticket_type_not_found: 400,
  webhook_signature_invalid: 401,
  validation_failed: 400,
  code_invalid: 400,
  // The SMS code that proves an M-Pesa phone (decision 042): wrong, or no longer usable.
  phone_code_invalid: 400,
  confirmation_code_invalid: 400,
  image_invalid: 400,
  image_too_small: 400,
  image_variant_width_invalid: 400,
  password_incorrect: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  admin_unauthorized: 401,
  reauth_required: 401,
  forbidden: 403,
  // A suspended host's team outside the host area (admin area, docs/admin.md).
  host_suspended: 403,
  csrf_rejected: 403,
  email_not_verified: 403,
  invitation_wrong_email: 403,
  password_not_set: 403,
  // An M-Pesa prompt to a phone the buyer has not shown is theirs: a code was texted (decision 042).
  phone_unproven: 403,
  not_found: 404,
  event_not_found: 404,
  route_not_found: 404,
  order_not_found: 404,
  member_not_found: 404,
  invitation_invalid: 404,
  cancellation_not_found: 404,
  image_not_found: 404,
  conflict: 409,
  event_not_on_sale: 409,
  // A suspended host's events do not sell (admin area, docs/admin.md).
  host_sales_suspended: 409,
  ticket_not_on_sale: 409,
  order_limit_exceeded: 409,
  buyer_limit_exceeded: 409,
  sold_out: 409,
  price_changed: 409,
  order_not_pending: 409,
  hold_expired: 409,
  hold_expiring: 409,
  payment_failed: 409,
  username_taken: 409,
  email_taken: 409,
  vendor_name_taken: 409,
  onboarding_incomplete: 409,
  account_has_upcoming_tickets: 409,
  host_balance_unpaid: 409,
  capacity_below_sold: 409,
  ticket_type_has_sales: 409,
  dates_have_sales: 409,
  publish_incomplete: 409,
  order_not_refundable: 409,
  cancellation_not_allowed: 409,
  order_not_revocable: 409,
  owner_cannot_be_removed: 409,
  already_on_team: 409,
  payout_details_missing: 409,
  event_not_ended: 409,
  payout_nothing_available: 409,
  too_many_images: 409,
  images_changed: 409,
  invitation_expired: 410,
  // The admin area's money (decision 022).
  payout_not_found: 404,
  payout_not_pending: 409,
  payout_exceeds_balance: 409,
  refund_exceeds_refundable: 409,
  refund_exceeds_host_balance: 409,
  // Reviews: a feedback link unknown, past its date, or already used; a host's review not found.
  feedback_not_found: 404,
  review_not_found: 404,
  feedback_already_submitted: 409,
  feedback_expired: 410,
  feedback_used: 410,
  promo_code_invalid: 404,
  promo_code_not_started: 409,
  promo_code_expired: 409,
  promo_code_used_up: 409,
  promo_code_not_applicable: 409,
  promo_code_taken: 409,
  promo_code_locked: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // Admin moderation (docs/admin.md): an event taken down; a report already closed; a catalogue
  // entry still used by events.
  event_unpublished: 409,
  report_not_found: 404,
  report_closed: 409,
  catalogue_in_use: 409,
  catalogue_not_found: 404,
  // The waiting list (decision 050): a link unknown; a list that is off, a type still on sale,
  // a second entry, an offer no longer open.
  waitlist_entry_not_found: 404,
  waitlist_closed: 409,
  waitlist_not_sold_out: 409,
  waitlist_already_joined: 409,
  waitlist_offer_closed: 410,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
  payment_unavailable: 502,
  // The SMS gateway would not take the phone's code.
  phone_code_not_sent: 502,
  service_unavailable: 503,
  // Tickets sent to a friend (decision 051).
  transfer_to_self: 400,
  transfer_wrong_account: 403,
  transfer_not_found: 404,
  transfers_off: 409,
  ticket_not_transferable: 409,
  transfer_not_open: 409,
  transfer_limit_reached: 409,
  transfer_expired: 410,
  // Tickets returned to the waiting list for resale (decision 054).
  return_not_found: 404,
  resale_off: 409,
  ticket_not_returnable: 409,
  return_not_open: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * A refusal the client can act on (4xx) or a failure of ours (5xx). A 4xx is answered and never
 * logged, so it is made without capturing a stack trace: a flash sale answers thousands of
 * `sold_out` a second, and the stack was most of an error's cost. A 5xx keeps its stack.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /**
   * Seconds before the same request is worth making again, answered as `retryAfter` (a 429 also
   * as `Retry-After`): RateLimitedError's wait, or when a new phone code may be sent.
   */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    retryAfterSeconds?: number,
  ) {
    const limit = Error.stackTraceLimit;
    if (ERROR_STATUS[code] < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * A route's refusals for its OpenAPI schema: each status answers the one error shape
 * (`{ code, message }`). `const failures = errorResponses(400, 404, 409);`
 */
export function errorResponses<const C extends readonly number[]>(
  ...codes: C
): Record<C[number], typeof ZErrorResponse> {
  return Object.fromEntries(codes.map((c) => [c, ZErrorResponse])) as Record<C[number], typeof ZErrorResponse>;
}
