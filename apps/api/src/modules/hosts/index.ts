/**
 * The hosts module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import hostsRoutes from './hosts.routes.js';

export { type IdentityInput, saveIdentity } from './host-identity.service.js';
export {
  type HostRow,
  clearLogo,
  findHost,
  payoutDetailsOf,
  replaceLogo,
  storePayout,
  writeDetails,
} from './hosts.service.js';

/** Becoming a host: its routes under /api (app.ts registers each module once). */
export const hostsModule: ModuleRoutes = async (app, { config }) => {
  await app.register(hostsRoutes, { config, prefix: API_PREFIX });
};
