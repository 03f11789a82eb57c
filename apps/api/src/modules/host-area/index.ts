/**
 * The host-area module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import hostAreaGroup from './host-area.group.js';

export { refundOrderByHost } from './attendees.repository.js';
export { registerCancellationJobs } from './cancellation.jobs.js';
export { admitOnce, recordScan } from './check-in.repository.js';
export { hostAccess } from './host-access.js';
export { getHostEvent } from './host-events.service.js';
export { ledgerByEvent } from './payouts.repository.js';
export { hostBalances } from './payouts.service.js';

/**
 * Every /api/host route, in one group with its hooks written once (host-area.group.ts); `routes`
 * are the host routes another module owns (the host's reviews), given by app.ts so they join the
 * group without this module importing theirs. app.ts registers each module once.
 */
export const hostAreaModule: ModuleRoutes<{ routes?: FastifyPluginAsyncZod[] }> = async (app, { config, routes }) => {
  await app.register(hostAreaGroup, { config, routes: routes ?? [], prefix: API_PREFIX });
};
