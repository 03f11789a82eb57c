import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';

/** payments routes (under /api). */
const paymentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _opts) => {};

export default paymentsRoutes;
