import type { FastifyPluginAsync } from 'fastify';
import adminAuditRoutes from './admin-audit.routes.js';
import adminAuthRoutes from './admin-auth.routes.js';
import adminCatalogueRoutes from './admin-catalogue.routes.js';
import adminDashboardRoutes from './admin-dashboard.routes.js';
import adminEventsRoutes from './admin-events.routes.js';
import adminHostsRoutes from './admin-hosts.routes.js';
import adminLedgerRoutes from './admin-ledger.routes.js';
import adminOpenapiRoutes from './admin-openapi.routes.js';
import adminOrdersRoutes from './admin-orders.routes.js';
import adminPayoutsRoutes from './admin-payouts.routes.js';
import adminReportsRoutes from './admin-reports.routes.js';
import adminUsersRoutes from './admin-users.routes.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` on an /api/admin route that runs without an admin session: only the sign-in steps
     * (and signing out), which check the password or the half-signed-in cookie themselves.
     */
    adminSession?: boolean;
  }
}

/**
 * The admin API (docs/admin.md), registered under /api/admin. Every route but the sign-in steps
 * needs an admin session, checked once here for the whole group before validation, so a
 * signed-out caller gets 401 `admin_unauthorized` and never learns what a request should look
 * like; handlers that need the admin call `req.requireAdmin()` again (the lookup is kept per
 * request). `admin.authz.test.ts` walks the route table to hold every route to that. No answer
 * here may sit in a cache.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config.adminSession === false) return;
    await req.requireAdmin();
  });
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
  await app.register(adminOpenapiRoutes);
};

export default adminRoutes;
