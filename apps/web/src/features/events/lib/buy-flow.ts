import { isEventStarted } from '@tribe/contracts/availability';
import { isFreeTicketing } from '@tribe/contracts/money';
import type { TEvent } from '@tribe/contracts';

/**
 * What pressing 'Get Tickets' does, in the spec's order (section 4 "Buy flow"):
 * 1. started → refuse; 2. external with a URL → open it (own domain) or confirm first;
 * 3. no ticket types or all free → free checkout; 4. otherwise the ticket dialog.
 */
export type TBuyAction =
  { kind: 'started' } | { kind: 'external'; url: string; ownDomain: boolean } | { kind: 'free' } | { kind: 'tickets' };

type TBuyEvent = Pick<
  TEvent,
  | 'eventType'
  | 'startDate'
  | 'showTimes'
  | 'timeZone'
  | 'recurringEndDate'
  | 'recurringStartTime'
  | 'recurringEndTime'
  | 'paymentType'
  | 'externalTicketUrl'
  | 'ticketTypes'
>;

/** Origin of a URL (relative URLs resolve against `base`), or null when it does not parse. */
function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** True when `url` is on one of the product's own origins (the page's origin or the configured public URL). */
export function isOwnDomain(url: string, ownUrls: readonly (string | null | undefined)[]): boolean {
  const owns = ownUrls.map((u) => (u ? originOf(u) : null)).filter((o): o is string => o !== null && o !== 'null');
  const target = originOf(url, owns[0]);
  return target !== null && owns.includes(target);
}

export function decideBuyAction(
  event: TBuyEvent,
  now: Date,
  ownUrls: readonly (string | null | undefined)[],
): TBuyAction {
  if (isEventStarted(event, now)) return { kind: 'started' };
  const url = event.externalTicketUrl?.trim();
  if (event.paymentType === 'external' && url) return { kind: 'external', url, ownDomain: isOwnDomain(url, ownUrls) };
  if ((event.ticketTypes ?? []).length === 0 || isFreeTicketing(event)) return { kind: 'free' };
  return { kind: 'tickets' };
}
