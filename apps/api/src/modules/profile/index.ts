/**
 * The profile module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import profileRoutes from './profile.routes.js';

export { payoutChangedMail } from './profile.mails.js';
export { type UserRow } from './profile.repository.js';
export { type AccountContext, confirmPassword } from './profile.service.js';

export { accountContext, readUploadedImage } from './profile.routes.js';

/** The account's profile routes under /api (app.ts registers each module once). */
export const profileModule: ModuleRoutes = async (app, { config }) => {
  await app.register(profileRoutes, { config, prefix: API_PREFIX });
};
