/**
 * The uploads module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import path from 'node:path';
import type { ModuleRoutes } from '../../lib/module-routes.js';
import imageVariantRoutes from './image-variants.routes.js';

export { default as uploadsPlugin } from './uploads.plugin.js';

/** The data saver's smaller pictures (issue 20): the built app's /images and the uploads (app.ts registers each module once). */
export const uploadsModule: ModuleRoutes = async (app, { config }) => {
  await app.register(imageVariantRoutes, {
    roots: { images: path.join(config.webDistDir, 'images'), uploads: path.join(config.dataDir, 'uploads') },
  });
};
