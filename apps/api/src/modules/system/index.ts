/**
 * The system module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import healthRoutes from './health.routes.js';
import metricsRoutes from './metrics.routes.js';
import systemRoutes from './system.routes.js';

export { default as metricsPlugin } from './metrics.plugin.js';
export { default as operationsPlugin } from './operations.plugin.js';

/** The system's routes: /api's system words, the probes and /metrics (app.ts registers each module once). */
export const systemModule: ModuleRoutes = async (app, { config }) => {
  await app.register(systemRoutes, { config, prefix: API_PREFIX });
  await app.register(healthRoutes);
  await app.register(metricsRoutes, { config });
};
