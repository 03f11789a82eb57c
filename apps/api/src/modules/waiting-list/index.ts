/**
 * The waiting list's front door (issue 27, decision 050): what the app may use of it (the
 * boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import waitingListDevRoutes from './waiting-list.dev.routes.js';
import waitingListRoutes from './waiting-list.routes.js';

export { hostWaitingListRoutes } from './waiting-list.routes.js';
export { registerWaitlistJobs } from './waiting-list.jobs.js';
export { WAITLIST_JOB } from './waiting-list.service.js';

/**
 * The fan's routes under /api, and outside production the route that ends an event's open
 * offers now (for browser journeys). The host's routes are in the host area's group
 * (`hostWaitingListRoutes`, given to it by app.ts). app.ts registers each module once.
 */
export const waitingListModule: ModuleRoutes = async (app, { config }) => {
  await app.register(waitingListRoutes, { prefix: API_PREFIX });
  if (config.env !== 'production') await app.register(waitingListDevRoutes);
};
