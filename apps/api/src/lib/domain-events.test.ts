import { describe, expect, it } from 'vitest';
import { announceLocally, DomainEventBus, onDomainEvent, ORDER_EVENT_TYPES } from './domain-events.js';

describe('domain events (decision 041)', () => {
  it('tells every subscriber, in order, until it stops; one that throws does not stop the others', () => {
    const heard: string[] = [];
    const a = onDomainEvent('event.changed', () => heard.push('a'));
    const b = onDomainEvent('event.changed', () => {
      throw new Error('broken subscriber');
    });
    const c = onDomainEvent('event.changed', () => heard.push('c'));
    announceLocally('event.changed');
    expect(heard).toEqual(['a', 'c']);
    a();
    b();
    announceLocally('event.changed');
    expect(heard).toEqual(['a', 'c', 'c']);
    c();
    announceLocally('event.changed');
    expect(heard).toEqual(['a', 'c', 'c']);
  });
});

describe("an app's order events (decision 043)", () => {
  it('tells every subscriber in order, runs them all when one fails, then throws the first failure', async () => {
    const bus = new DomainEventBus();
    const heard: string[] = [];
    bus.on('order.paid', ({ orderId }) => void heard.push(`mail ${orderId}`));
    const stop = bus.on('order.paid', () => {
      throw new Error('queue down');
    });
    bus.on('order.paid', async ({ orderId }) => {
      await Promise.resolve();
      heard.push(`sms ${orderId}`);
    });
    bus.on('order.refunded', () => void heard.push('refund'));
    await expect(bus.announce('order.paid', { orderId: 7 })).rejects.toThrow('queue down');
    expect(heard).toEqual(['mail 7', 'sms 7']);
    stop();
    await bus.announce('order.paid', { orderId: 8 });
    expect(heard).toEqual(['mail 7', 'sms 7', 'mail 8', 'sms 8']);
  });

  it('keeps two apps apart: one app announcing never reaches the other', async () => {
    const a = new DomainEventBus();
    const b = new DomainEventBus();
    const heard: number[] = [];
    b.on('places.returned', ({ occurrenceId }) => void heard.push(occurrenceId));
    await a.announce('places.returned', { occurrenceId: 1 });
    await b.announce('places.returned', { occurrenceId: 2 });
    expect(heard).toEqual([2]);
  });

  it('names every order event for the subscribers that hear them all', () => {
    expect([...ORDER_EVENT_TYPES].sort()).toEqual([
      'order.code_issued',
      'order.paid',
      'order.refunded',
      'order.reserved',
      'places.returned',
    ]);
  });
});
