/**
 * The one sale-stop rule (spec section 4 "Event availability", decision 019): a buyer may buy
 * tickets for a date until it starts. The event page's 'Event Started' (`isEventStarted`), the
 * dates the ticket dialog offers (`upcomingShowTimes`, `upcomingRecurringDates`) and the server's
 * checkout and availability (`resolveOccurrence`, `upcomingOccurrences`) all ask this function,
 * so the page and the server never disagree about a date.
 *
 * A date with no known start never stops selling by this rule (the spec: no startDate, not
 * started). Hosts have a later limit of their own (`hostDateOver`): they give guest tickets until
 * a date ends, and the door checks tickets in until some hours after (docs/host-area.md).
 */
export function dateStarted(startsAt: Date | null | undefined, now: Date): boolean {
  return startsAt != null && now.getTime() >= startsAt.getTime();
}

/**
 * The host's limit for guest tickets: a date is over when it ends, or when it starts if no end is
 * known. Never the buyer's rule: buyers stop at the start (`dateStarted`).
 */
export function hostDateOver(date: { startsAt: Date | null; endsAt: Date | null }, now: Date): boolean {
  const end = date.endsAt ?? date.startsAt;
  return end !== null && now.getTime() >= end.getTime();
}
