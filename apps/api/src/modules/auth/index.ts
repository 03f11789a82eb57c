/**
 * The auth module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import authRoutes from './auth.routes.js';

export { accountLocaleOf } from './auth.repository.js';
export {
  endEverySession,
  knowDevice,
  knownDeviceOf,
  recheckPassword,
  setPassword,
  startSession,
  toPublicUser,
} from './auth.service.js';
export { AUTH_MESSAGES } from './auth.texts.js';
export { attemptSucceeded, takeAttempt, takeSend } from './auth.throttle.js';
export { default as csrfPlugin } from './csrf.plugin.js';
export { setSessionCookie } from './session-cookie.js';

/** The accounts' routes, /api/auth (app.ts registers each module once). */
export const authModule: ModuleRoutes = async (app, { config }) => {
  await app.register(authRoutes, { config, prefix: API_PREFIX });
};
