/**
 * The admin module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import adminRoutes from './admin.routes.js';

export { registerAdminMoneyJobs } from './admin-money.jobs.js';
export { applyTransferStatus, finishPayout } from './admin-payouts.service.js';

/** The admin area's routes, /api/admin (app.ts registers each module once). */
export const adminModule: ModuleRoutes = async (app) => {
  await app.register(adminRoutes, { prefix: `${API_PREFIX}/admin` });
};
