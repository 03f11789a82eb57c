import type { TSavedEventItem } from '@tribe/contracts/profile';

/** The card fields of an event, as the heart on a card passes them. */
export interface SavableEvent {
  id: number;
  externalId: string;
  title: string;
  imageUrl?: string | null;
  startDate?: string | null;
  timeZone: string;
  location?: string | null;
}

/**
 * What is kept of a saved event, on the device or for the account: the fields its card needs and
 * when it was saved.
 */
export const savedSnapshot = (event: SavableEvent, now: Date = new Date()): TSavedEventItem => ({
  id: event.id,
  externalId: event.externalId,
  title: event.title,
  imageUrl: event.imageUrl ?? null,
  startDate: event.startDate ?? null,
  timeZone: event.timeZone,
  location: event.location ?? null,
  savedAt: now.toISOString(),
});
