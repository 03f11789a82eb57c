import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';

/** Where the JSON API answers: a module registers its API routes under this prefix. */
export const API_PREFIX = '/api';

/**
 * What app.ts registers once per module, from the module's index.ts (issue 25, item 3): every route
 * the module answers, under /api or at the root, and only when the configuration wants it (the
 * development routes). What the app must hand over (the host routes another module owns, the
 * payment webhooks' handlers) is an option of its own.
 */
export type ModuleRoutes<Extra extends object = object> = FastifyPluginAsync<{ config: AppConfig } & Extra>;
