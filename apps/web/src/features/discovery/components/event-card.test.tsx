import { cleanup, render, screen, within } from '@testing-library/react';
import type { TEvent } from '@tribe/contracts';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { setLocale } from '@/i18n/i18n';
import { makeEvent, ticketType } from '@/test/events.test-util';
import { EventCard } from './event-card';

function renderCard(event: TEvent) {
  render(
    <MemoryRouter>
      <EventCard event={event} />
    </MemoryRouter>,
  );
  const card = screen.getByTestId('event-card');
  const text = (testId: string) => within(card).queryByTestId(testId)?.textContent ?? null;
  const badges = () =>
    within(card)
      .queryAllByTestId('event-card-badge')
      .map((b) => b.textContent);
  return { card, text, badges };
}

const subs = ['Jazz', 'Live Band', 'Outdoor', 'Family', 'Late Night'].map((name, i) => ({ id: 900 + i, name }));

afterEach(cleanup);

describe('EventCard (spec section 2, "Event cards")', () => {
  it("shows 'Date not set' and 'Free' for an undated event without tickets, and at most 3 badges", () => {
    const { text, badges } = renderCard(
      makeEvent({ startDate: null, ticketTypes: [], minTicketPrice: null, price: 0, subcategories: subs }),
    );
    expect(text('event-card-date')).toBe('Date not set');
    expect(text('event-card-price')).toBe('Free');
    expect(badges()).toEqual(['Jazz', 'Live Band', 'Outdoor']);
  });

  it("shows the lowest ticket price as 'KES 1,500' with plain spaces", () => {
    const { text, badges } = renderCard(makeEvent({ subcategories: subs.slice(0, 1) }));
    expect(text('event-card-price')).toBe('KES 1,500');
    expect(badges()).toEqual(['Jazz']);
  });

  it("shows 'Free' when a ticket costs nothing, and no badges without types", () => {
    const { text, badges } = renderCard(
      makeEvent({
        ticketTypes: [ticketType(13, 'Entry')],
        minTicketPrice: 0,
        price: 0,
        subcategories: [],
        subcategory: null,
      }),
    );
    expect(text('event-card-price')).toBe('Free');
    expect(badges()).toEqual([]);
  });

  it('falls back to the single subcategory for the badge', () => {
    const { badges } = renderCard(makeEvent({ subcategories: [], subcategory: { id: 5, name: 'Afrobeats' } }));
    expect(badges()).toEqual(['Afrobeats']);
  });

  it('links to the externalId, or to the numeric id when there is none', () => {
    expect(renderCard(makeEvent()).card.querySelector('a')?.getAttribute('href')).toBe('/events/evt-7');
    cleanup();
    expect(
      renderCard(makeEvent({ externalId: '' }))
        .card.querySelector('a')
        ?.getAttribute('href'),
    ).toBe('/events/7');
  });

  it("dates the card in the event's zone, whatever the machine's zone", () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // 16:00 UTC: 08:00 in Los Angeles, 19:00 in Nairobi.
      expect(new Date('2026-12-05T16:00:00.000Z').getHours()).toBe(8);
      expect(renderCard(makeEvent()).text('event-card-date')).toBe('Dec 5, 7:00 PM');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('EventCard badges in each language', () => {
  const named = makeEvent({
    subcategories: [
      { id: 2, name: 'Gospel' },
      { id: 3, name: 'Live Band' },
      { id: 4, name: 'Esports' },
    ],
    subcategoryNamesSw: { 2: 'Injili', 3: 'Muziki wa Bendi', 4: null },
  });
  afterEach(() => act(() => setLocale('en')));

  it('names the types in English in English', () => {
    expect(renderCard(named).badges()).toEqual(['Gospel', 'Live Band', 'Esports']);
  });

  it('names them in Kiswahili in Kiswahili, in English where an admin gave no Kiswahili name', async () => {
    await act(() => setLocale('sw'));
    const { badges, card } = renderCard(named);
    expect(badges()).toEqual(['Injili', 'Muziki wa Bendi', 'Esports']);
    expect(within(card).getByTestId('event-card-price').textContent).toBe('Ksh 1,500');
  });
});
