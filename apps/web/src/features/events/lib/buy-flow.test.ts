import { describe, expect, it } from 'vitest';
import { decideBuyAction, isOwnDomain } from './buy-flow';
import { makeEvent, ticketType } from '@/test/events.test-util';

const BEFORE = new Date('2026-12-01T10:00:00Z');
const AFTER = new Date('2026-12-05T16:00:00Z'); // exactly the start: started
const OWN = ['http://127.0.0.1:3100', 'http://localhost:3100'];

describe('decideBuyAction', () => {
  it('refuses once the event has started, before anything else', () => {
    const event = makeEvent({ paymentType: 'external', externalTicketUrl: 'https://tickets.example/x' });
    expect(decideBuyAction(event, AFTER, OWN)).toEqual({ kind: 'started' });
  });

  it('sends external events to their URL, marking own-domain URLs', () => {
    const other = makeEvent({ paymentType: 'external', externalTicketUrl: 'https://tickets.example/x' });
    expect(decideBuyAction(other, BEFORE, OWN)).toEqual({
      kind: 'external',
      url: 'https://tickets.example/x',
      ownDomain: false,
    });
    const own = makeEvent({ paymentType: 'external', externalTicketUrl: 'http://localhost:3100/events/abc' });
    expect(decideBuyAction(own, BEFORE, OWN)).toEqual({
      kind: 'external',
      url: 'http://localhost:3100/events/abc',
      ownDomain: true,
    });
  });

  it('treats an external event without a URL like any other', () => {
    expect(decideBuyAction(makeEvent({ paymentType: 'external', externalTicketUrl: '  ' }), BEFORE, OWN)).toEqual({
      kind: 'tickets',
    });
  });

  it('uses the free flow without ticket types or when every price is zero', () => {
    expect(decideBuyAction(makeEvent({ ticketTypes: [] }), BEFORE, OWN)).toEqual({ kind: 'free' });
    const zero = makeEvent({
      ticketTypes: [ticketType(1, 'Entry')],
    });
    expect(decideBuyAction(zero, BEFORE, OWN)).toEqual({ kind: 'free' });
  });

  it('opens the ticket dialog for paid tickets', () => {
    expect(decideBuyAction(makeEvent(), BEFORE, OWN)).toEqual({ kind: 'tickets' });
  });
});

describe('isOwnDomain', () => {
  it('compares origins, not prefixes', () => {
    expect(isOwnDomain('http://localhost:3100/x', OWN)).toBe(true);
    expect(isOwnDomain('http://localhost:3100.evil.example/x', OWN)).toBe(false);
    expect(isOwnDomain('https://localhost:3100/x', OWN)).toBe(false);
  });

  it('treats relative URLs as own and bad URLs as foreign', () => {
    expect(isOwnDomain('/events/1', OWN)).toBe(true);
    expect(isOwnDomain('http://', OWN)).toBe(false);
  });
});
