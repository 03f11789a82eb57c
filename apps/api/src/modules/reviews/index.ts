/**
 * The reviews module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import feedbackRoutes from './feedback.routes.js';
import reviewsDevRoutes from './reviews.dev.routes.js';

export { default as hostReviewsRoutes } from './host-reviews.routes.js';
export { registerReviewJobs } from './reviews.jobs.js';

/**
 * The feedback page's routes, and outside production the trigger that asks for reviews before a
 * date ends (for browser journeys). The host's review routes are in the host area's group
 * (`hostReviewsRoutes`, given to it by app.ts). app.ts registers each module once.
 */
export const reviewsModule: ModuleRoutes = async (app, { config }) => {
  await app.register(feedbackRoutes, { prefix: API_PREFIX });
  if (config.env !== 'production') await app.register(reviewsDevRoutes);
};
