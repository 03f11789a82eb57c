import { describe, expect, it } from 'vitest';
import { announceLocally, onDomainEvent } from './domain-events.js';

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
