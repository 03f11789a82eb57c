import { cleanup, render, screen } from '@testing-library/react';
import { isEventEnded, isEventStarted } from '@tribe/contracts/availability';
import type { TEvent } from '@tribe/contracts';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileBuyBar } from './mobile-buy-bar';
import { TicketCard } from './ticket-card';
import { makeEvent } from '@/test/events.test-util';

afterEach(cleanup);

// 7 PM to 11 PM in Nairobi on Dec 5, 2026.
const event = makeEvent();
const BEFORE = new Date('2026-12-05T15:00:00Z');
const DURING = new Date('2026-12-05T18:00:00Z');
const AFTER = new Date('2027-01-05T18:00:00Z');

/** Both places a buyer finds the button, with the flags the event page computes. */
function renderBoth(e: TEvent, now: Date) {
  const flags = { started: isEventStarted(e, now), ended: isEventEnded(e, now) };
  render(
    <MemoryRouter>
      <TicketCard event={e} now={now} {...flags} onBuy={() => {}} />
      <MobileBuyBar event={e} {...flags} onBuy={() => {}} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('button');
}

describe('the buy button on the side card and the phone bar', () => {
  it("reads 'Get Tickets' before the event starts", () => {
    for (const b of renderBoth(event, BEFORE)) {
      expect(b).toHaveProperty('textContent', 'Get Tickets');
      expect(b).toHaveProperty('disabled', false);
    }
  });

  it("reads 'Event Started', disabled, while the event is under way (spec section 4)", () => {
    for (const b of renderBoth(event, DURING)) {
      expect(b).toHaveProperty('textContent', 'Event Started');
      expect(b).toHaveProperty('disabled', true);
    }
  });

  it("reads 'Event Ended', disabled, once the last date is over", () => {
    for (const b of renderBoth(event, AFTER)) {
      expect(b).toHaveProperty('textContent', 'Event Ended');
      expect(b).toHaveProperty('disabled', true);
    }
    expect(screen.getByText('This event has ended.')).toBeTruthy();
  });

  it('says ended for a recurring series after its end date and a multiple-shows event after its last show', () => {
    const recurring = makeEvent({
      eventType: 'recurring',
      startDate: '2026-12-12T16:00:00.000Z',
      recurringDays: ['Saturday'],
      recurringStartDate: '2026-11-01',
      recurringEndDate: '2026-12-31',
      recurringStartTime: '19:00',
      recurringEndTime: '23:00',
    });
    const shows = makeEvent({
      eventType: 'multiple-shows',
      showTimes: [{ id: 1, date: '2026-12-05', startTime: '19:00', endTime: '21:00' }],
    });
    for (const e of [recurring, shows]) {
      cleanup();
      const buttons = renderBoth(e, AFTER);
      expect(buttons.map((b) => b.textContent)).toEqual(['Event Ended', 'Event Ended']);
    }
  });
});
