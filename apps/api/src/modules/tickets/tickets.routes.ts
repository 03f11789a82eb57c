import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';

/** tickets routes (under /api). */
const ticketsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _opts) => {};

export default ticketsRoutes;
