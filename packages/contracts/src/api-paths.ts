/**
 * API addresses the web's first-load code builds. Kept apart from first-requests.ts (which needs
 * the listing query and its date rules) so the entry chunk imports a one-line module, not those.
 */

/** One event by the id, slug or code the page's address carries. */
export const eventApiPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;
