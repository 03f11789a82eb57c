import type { FastifyPluginAsync } from 'fastify';
import adminAuditRoutes from './admin-audit.routes.js';
import adminAuthRoutes from './admin-auth.routes.js';
import adminCatalogueRoutes from './admin-catalogue.routes.js';
import adminDashboardRoutes from './admin-dashboard.routes.js';
import adminEventsRoutes from './admin-events.routes.js';
import adminHostsRoutes from './admin-hosts.routes.js';
import adminLedgerRoutes from './admin-ledger.routes.js';
import adminOrdersRoutes from './admin-orders.routes.js';
import adminPayoutsRoutes from './admin-payouts.routes.js';
import adminReportsRoutes from './admin-reports.routes.js';
import adminUsersRoutes from './admin-users.routes.js';

/**
 * The admin API (docs/admin.md), registered under /api/admin. Every route but the sign-in steps
 * needs an admin session (`req.requireAdmin()`); `admin.authz.test.ts` walks the route table to
 * hold every one of them to that. No answer here may sit in a cache.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(adminAuthRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminEventsRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminHostsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminPayoutsRoutes);
  await app.register(adminLedgerRoutes);
  await app.register(adminReportsRoutes);
};

export default adminRoutes;
