/** Shown when an event has no image or its image fails to load (spec section 8: images). */
export const PLACEHOLDER_EVENT_IMAGE = '/images/placeholder-event.webp';

/**
 * Makes a stored image path usable (spec sections 2 and 5: image paths must start with / or http).
 * Absolute http(s) URLs and root paths are kept; a bare path such as 'uploads/a.webp' gets a
 * leading slash. Missing or blank input gives null, meaning "use the placeholder".
 */
export function normalizeImageUrl(url: string | null | undefined): string | null {
  const value = typeof url === 'string' ? url.trim() : '';
  if (!value) return null;
  if (value.startsWith('/') || /^https?:\/\//i.test(value)) return value;
  return `/${value}`;
}
