import { createHash, randomBytes } from 'node:crypto';
import {
  HOST_REVIEWS_PAGE_SIZE,
  REVIEW_LINK_DAYS,
  roundRating,
  type TFeedbackRequest,
  type TFeedbackResult,
  type THostReview,
  type THostReviewPage,
} from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { announceLocally } from '../../lib/domain-events.js';
import { type MailMessage, reviewRequestMessage } from '../mail/index.js';
import * as repo from './reviews.repository.js';
import { REVIEW_TEXTS as T } from './reviews.texts.js';
import { readTogether } from '../../db/read-together.js';

/**
 * Reviews after an event (issue 9, item 7; docs/host-area.md "Reviews"). When a date has ended,
 * every ticket that admits on it gets a review row with a single-use link, mailed once per order;
 * the attendee rates it on /feedback/{token}; the host reads and replies on /host/reviews; the
 * event page shows the averages and the latest comments.
 */

/** Asked this long after a date ends (people get home first). */
export const REVIEW_REQUEST_DELAY_MS = 60 * 60_000;
/** Dates that ended longer ago than this are never asked about (a late mail is noise). */
export const REVIEW_REQUEST_LOOKBACK_DAYS = 7;
/** Dates handled per sweep; the next sweep takes the rest. */
const DUE_PER_SWEEP = 50;

const DAY_MS = 86_400_000;

/** The token is 192 random bits in the link; only its SHA-256 is stored (like team invitations). */
export const hashFeedbackToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

/** 'Wanjiku Kamau' → 'Wanjiku K.'; one word stays as it is. */
export function reviewerNameOf(fullName: string | null | undefined): string | null {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const first = parts[0]!;
  if (parts.length === 1) return first;
  const initial = Array.from(parts[parts.length - 1]!)[0]!.toLocaleUpperCase('en');
  return `${first} ${initial}.`;
}

const firstNameOf = (fullName: string | null | undefined) => (fullName ?? '').trim().split(/\s+/)[0] || null;

export interface ReviewContext {
  db: Db;
  /** Sends one mail and resolves once it is handed over (throws when it could not be). */
  deliver: (msg: MailMessage) => Promise<void>;
  publicUrl: string;
}

export interface RequestOutcome {
  occurrences: number;
  reviews: number;
  mails: number;
}

/**
 * Asks every holder of a ticket that admits on this date for a review: per order, under the
 * order row's lock, one review row per ticket without one (reviews_ticket_uq makes a second run
 * add nothing), committed, then one mail per person (the holder when the ticket names another
 * address, else the buyer) with a link per ticket. A mail that cannot be sent takes its rows back
 * and throws, so the job's retry makes and mails them again; once every order is done the date
 * is marked (`reviews_requested_at`). Safe to run twice, and in two processes at once: an order's
 * links go out in one mail, once. Tickets never checked in are asked too (a door may have been
 * offline); void tickets and orders that are not paid or reserved are not.
 * @throws whatever the mail transport throws (after taking that order's unsent rows back).
 */
export async function requestReviewsForOccurrence(
  ctx: ReviewContext,
  occurrenceId: number,
  now = new Date(),
): Promise<RequestOutcome> {
  const outcome: RequestOutcome = { occurrences: 1, reviews: 0, mails: 0 };
  const occurrence = await repo.findOccurrenceForMail(ctx.db, occurrenceId);
  if (!occurrence) return { ...outcome, occurrences: 0 };
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
  const base = ctx.publicUrl.replace(/\/$/, '');

  for (const orderId of await repo.findOrderIdsWithValidTickets(ctx.db, occurrenceId)) {
    const made = await ctx.db.transaction(async (tx) => {
      const found = await repo.lockOrderForReviews(tx, orderId, occurrenceId);
      if (!found || found.tickets.length === 0) return null;
      const planned = found.tickets.map((ticket) => ({ ticket, token: newToken() }));
      const inserted = await repo.insertReviewRows(
        tx,
        planned.map(({ ticket, token }) => ({
          eventId: found.order.eventId,
          orderId,
          ticketId: ticket.ticketId,
          occurrenceId,
          userId:
            ticket.attendeeEmail && !sameAddress(ticket.attendeeEmail, found.order.buyerEmail)
              ? null
              : found.order.userId,
          tokenHash: hashFeedbackToken(token),
          reviewerName: reviewerNameOf(ticket.attendeeName ?? found.order.buyerName),
          expiresAt,
          createdAt: now,
        })),
      );
      const rowOf = new Map(inserted.map((r) => [r.ticketId, r.id]));
      return {
        order: found.order,
        links: planned
          .filter((p) => rowOf.has(p.ticket.ticketId))
          .map((p) => ({ ...p, rowId: rowOf.get(p.ticket.ticketId)! })),
      };
    });
    if (!made || made.links.length === 0) continue;

    // One mail per person: a ticket naming another address goes to them, the rest to the buyer.
    const groups = new Map<string, { to: string; firstName: string | null; links: typeof made.links }>();
    for (const link of made.links) {
      const holder = link.ticket.attendeeEmail?.trim();
      const to = holder && !sameAddress(holder, made.order.buyerEmail) ? holder : made.order.buyerEmail;
      const key = to.toLowerCase();
      const group = groups.get(key) ?? {
        to,
        firstName: firstNameOf(to === made.order.buyerEmail ? made.order.buyerName : link.ticket.attendeeName),
        links: [],
      };
      group.links.push(link);
      groups.set(key, group);
    }
    const pending = [...groups.values()];
    while (pending.length) {
      const group = pending[0]!;
      try {
        await ctx.deliver(
          reviewRequestMessage({
            to: group.to,
            firstName: group.firstName,
            eventTitle: occurrence.title,
            hostName: occurrence.hostName,
            startsAt: occurrence.startsAt,
            timeZone: occurrence.timeZone,
            expiresAt,
            locale: made.order.locale,
            links: group.links.map((l) => ({
              url: `${base}/feedback/${l.token}`,
              ticketTypeName: l.ticket.ticketTypeName,
              holderFirstName:
                group.links.length > 1 && l.ticket.attendeeName && l.ticket.attendeeName !== made.order.buyerName
                  ? firstNameOf(l.ticket.attendeeName)
                  : null,
            })),
          }),
        );
      } catch (err) {
        await repo.deleteUnsentReviewRows(
          ctx.db,
          pending.flatMap((g) => g.links.map((l) => l.rowId)),
        );
        throw err;
      }
      pending.shift();
      outcome.mails++;
      outcome.reviews += group.links.length;
    }
  }
  await repo.markOccurrenceRequested(ctx.db, occurrenceId, now);
  return outcome;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The sweep (every 10 minutes, and once when a process starts): dates that ended at least an
 * hour ago, within the last week, not asked about yet.
 */
export async function requestDueReviews(ctx: ReviewContext, now = new Date()): Promise<RequestOutcome> {
  const due = await repo.findDueOccurrences(
    ctx.db,
    {
      since: new Date(now.getTime() - REVIEW_REQUEST_LOOKBACK_DAYS * DAY_MS),
      until: new Date(now.getTime() - REVIEW_REQUEST_DELAY_MS),
    },
    DUE_PER_SWEEP,
  );
  return requestForOccurrences(ctx, due, now);
}

/**
 * Asks now about every date of one event that has tickets, whatever its end (development and
 * tests only: POST /dev/reviews/request, absent in production).
 */
export async function requestReviewsForEventNow(
  ctx: ReviewContext,
  eventId: number,
  now = new Date(),
): Promise<RequestOutcome> {
  return requestForOccurrences(ctx, await repo.findUnrequestedOccurrencesOfEvent(ctx.db, eventId), now);
}

async function requestForOccurrences(ctx: ReviewContext, ids: number[], now: Date): Promise<RequestOutcome> {
  const total: RequestOutcome = { occurrences: 0, reviews: 0, mails: 0 };
  for (const id of ids) {
    const one = await requestReviewsForOccurrence(ctx, id, now);
    total.occurrences += one.occurrences;
    total.reviews += one.reviews;
    total.mails += one.mails;
  }
  return total;
}

// --- The feedback link ----------------------------------------------------------------------------

type TokenRow = NonNullable<Awaited<ReturnType<typeof repo.findByTokenHash>>>;

/** Why a link no longer works, as the error the API answers (used first: it reads kinder). */
function closedLinkError(row: TokenRow['review'], now: Date, used: 'feedback_used' | 'feedback_already_submitted') {
  if (row.submittedAt) {
    return used === 'feedback_used'
      ? new AppError('feedback_used', T.feedbackUsed)
      : new AppError('feedback_already_submitted', T.feedbackAlreadySubmitted);
  }
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime())
    return new AppError('feedback_expired', T.feedbackExpired);
  return null;
}

/**
 * What the feedback page shows for an open link.
 * @throws AppError feedback_not_found (unknown token); feedback_used (already sent, 410);
 *   feedback_expired (410).
 */
export async function getFeedbackRequest(db: Db, token: string, now = new Date()): Promise<TFeedbackRequest> {
  const row = await repo.findByTokenHash(db, hashFeedbackToken(token));
  if (!row) throw new AppError('feedback_not_found', T.feedbackNotFound);
  const closed = closedLinkError(row.review, now, 'feedback_used');
  if (closed) throw closed;
  const startsAt = row.startsAt ?? row.eventStart;
  return {
    event: {
      title: row.title,
      externalId: row.externalId,
      imageUrl: row.imageUrl,
      hostName: row.hostName,
      timeZone: row.timeZone,
    },
    startsAt: startsAt?.toISOString() ?? null,
    ticketTypeName: row.ticketTypeName ?? '',
    reviewerName: row.review.reviewerName,
    expiresAt: (
      row.review.expiresAt ?? new Date(row.review.createdAt.getTime() + REVIEW_LINK_DAYS * DAY_MS)
    ).toISOString(),
  };
}

/**
 * @throws AppError feedback_not_found when no review row has this link (used or not).
 */
export async function assertFeedbackLinkExists(db: Db, token: string): Promise<void> {
  if (!(await repo.findByTokenHash(db, hashFeedbackToken(token))))
    throw new AppError('feedback_not_found', T.feedbackNotFound);
}

/**
 * Saves a rating (1–5) and optional comment once per link. Two submits at once: one conditional
 * update wins, the other is told it was already sent. The event page's copy is dropped in this
 * process so the new average shows at once (other processes within the catalogue's max age).
 * @throws AppError feedback_not_found; feedback_already_submitted (409); feedback_expired (410).
 */
export async function submitFeedback(
  db: Db,
  token: string,
  input: { rating: number; comment: string | null },
  now = new Date(),
): Promise<TFeedbackResult> {
  const tokenHash = hashFeedbackToken(token);
  const saved = await repo.submitReview(db, tokenHash, input, now);
  if (!saved) {
    const row = await repo.findByTokenHash(db, tokenHash);
    if (!row) throw new AppError('feedback_not_found', T.feedbackNotFound);
    throw (
      closedLinkError(row.review, now, 'feedback_already_submitted') ??
      new AppError('feedback_already_submitted', T.feedbackAlreadySubmitted)
    );
  }
  announceLocally('event.reviewed', { db, eventId: saved.eventId });
  return { rating: saved.rating!, comment: saved.comment, submittedAt: saved.submittedAt!.toISOString() };
}

// --- The host's reviews -----------------------------------------------------------------------------

const average = (v: number | null) => (v === null ? null : roundRating(v));

function toHostReview(r: repo.HostReviewRow): THostReview {
  const v = r.review;
  return {
    id: v.id,
    eventId: v.eventId,
    eventTitle: r.eventTitle,
    timeZone: r.timeZone,
    occurrenceStartsAt: r.occurrenceStartsAt?.toISOString() ?? null,
    ticketTypeName: r.ticketTypeName,
    reviewerName: v.reviewerName,
    rating: v.rating!,
    comment: v.comment,
    submittedAt: v.submittedAt!.toISOString(),
    hostReply: v.hostReply,
    hostReplyAt: v.hostReplyAt?.toISOString() ?? null,
    hidden: v.hiddenAt !== null,
  };
}

/**
 * The acting host's submitted reviews, newest first, filtered by event and stars, with the
 * average, count, links sent and 1–5 spread of the chosen event (or all), and every event with
 * links sent. An event of another host simply matches nothing.
 */
export async function listHostReviews(
  db: Db,
  hostId: number,
  q: { eventId?: number | undefined; rating?: number | undefined; page: number },
): Promise<THostReviewPage> {
  const pageSize = HOST_REVIEWS_PAGE_SIZE;
  const [{ rows, total }, counts, events] = await readTogether(
    db,
    () => repo.findHostReviews(db, { hostId, eventId: q.eventId, rating: q.rating }, pageSize, (q.page - 1) * pageSize),
    () => repo.hostReviewCounts(db, hostId, q.eventId),
    () => repo.hostReviewEvents(db, hostId),
  );
  const distribution = [5, 4, 3, 2, 1].map((rating) => ({
    rating,
    count: counts[`r${rating}` as 'r1' | 'r2' | 'r3' | 'r4' | 'r5'],
  }));
  const count = distribution.reduce((n, d) => n + d.count, 0);
  const sum = distribution.reduce((n, d) => n + d.rating * d.count, 0);
  return {
    items: rows.map(toHostReview),
    total,
    page: q.page,
    pageSize,
    stats: { average: count ? roundRating(sum / count) : null, count, requested: counts.requested, distribution },
    events: events.map((e) => ({ ...e, average: average(e.average) })),
  };
}

/**
 * Sets, changes or (with null) removes the host's public reply to a submitted review.
 * @throws AppError review_not_found for a review that is not the host's or not submitted.
 */
export async function replyToReview(
  db: Db,
  hostId: number,
  reviewId: number,
  reply: string | null,
  now = new Date(),
): Promise<THostReview> {
  const found = await repo.findHostReview(db, hostId, reviewId);
  if (!found) throw new AppError('review_not_found', T.reviewNotFound);
  await repo.setHostReply(db, reviewId, reply, now);
  announceLocally('event.reviewed', { db, eventId: found.review.eventId });
  const updated = await repo.findHostReview(db, hostId, reviewId);
  return toHostReview(updated!);
}

// --- The public event page ------------------------------------------------------------------------
