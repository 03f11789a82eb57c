import { cardRecurringDate } from '@tribe/contracts/recurrence';
import type { TEvent } from '@tribe/contracts';
import { cardDate } from '@/i18n/format';

type TCardDateEvent = Pick<
  TEvent,
  | 'eventType'
  | 'startDate'
  | 'timeZone'
  | 'recurringDays'
  | 'recurringStartDate'
  | 'recurringEndDate'
  | 'recurringStartTime'
  | 'recurringEndTime'
>;

/**
 * The card's date, 'Mon D, h:mm AM/PM' in the event's zone (spec section 2; Kiswahili in sw-KE's style). A recurring event
 * shows its next date within 7 days (spec section 9), else its start date; 'Date not set' when
 * there is none.
 */
export function cardDateText(event: TCardDateEvent, now: Date = new Date()): string {
  if (event.eventType === 'recurring') {
    const next = cardRecurringDate(event, now);
    if (next && !Number.isNaN(next.startsAt.getTime())) {
      return cardDate(next.startsAt.toISOString(), event.timeZone);
    }
  }
  return cardDate(event.startDate, event.timeZone);
}

/** Card price text without the no-break space Intl puts after 'KES' (keeps copy and tests plain). */
export function plainSpaces(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}
