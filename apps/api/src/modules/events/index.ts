/**
 * The events module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import eventsRoutes from './events.routes.js';
import sitemapRoutes from './events.sitemap.js';

export { catalogueCachePlugin } from './catalogue-cache.js';
export { answerPageRequest } from './catalogue-copies.js';
export { eventHeadTags } from './events.meta.js';
export { type EventBundle, findEventIdByAnyKey, loadBundles } from './events.repository.js';
export { invalidateCatalogue, toPublicEvent } from './events.service.js';
export { EVENT_UNPUBLISHED } from './moderation.texts.js';

/** The catalogue's routes: /api/events and the rest of the public catalogue, and /sitemap.xml (app.ts registers each module once). */
export const eventsModule: ModuleRoutes = async (app, { config }) => {
  await app.register(eventsRoutes, { prefix: API_PREFIX });
  await app.register(sitemapRoutes, { config });
};
