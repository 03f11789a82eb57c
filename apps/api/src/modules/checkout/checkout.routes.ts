import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';

/** checkout routes (under /api). */
const checkoutRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _opts) => {};

export default checkoutRoutes;
