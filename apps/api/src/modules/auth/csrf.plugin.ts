import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from './auth.texts.js';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` exempts a route from the cross-site check: only for calls that prove who sent them
     * in another way (signed payment-provider webhooks) and never carry a session.
     */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request may come from where the browser says it comes from.
 *
 * - `Sec-Fetch-Site` (sent by every current browser, and not settable by page scripts) decides
 *   when present: `same-origin` and `none` (typed or bookmarked) pass; `same-site` and
 *   `cross-site` do not (a sibling subdomain is another party).
 * - Otherwise `Origin` must be the origin of PUBLIC_URL (`null` is refused).
 * - A request with neither comes from a server, a script or an old tool, not from a page a
 *   person has open, so it cannot ride on their cookies: it passes.
 */
export function crossSiteVerdict(req: Pick<FastifyRequest, 'headers'>, publicOrigin: string): 'pass' | 'reject' {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site) return site === 'same-origin' || site === 'none' ? 'pass' : 'reject';
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin) return origin === publicOrigin ? 'pass' : 'reject';
  return 'pass';
}

/**
 * Refuses cross-site requests that change state (every method but GET, HEAD, OPTIONS) with a
 * 403 `csrf_rejected`, before the body is read. Session cookies are SameSite=Lax as well; this
 * covers same-site attackers and browsers that ignore SameSite.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const publicOrigin = new URL(config.publicUrl).origin;
    app.addHook('onRequest', async (req) => {
      if (SAFE_METHODS.has(req.method)) return;
      if (req.routeOptions.config?.csrf === false) return;
      if (crossSiteVerdict(req, publicOrigin) === 'reject') throw new AppError('csrf_rejected', AUTH_MESSAGES.csrf);
    });
  },
  { name: 'csrf' },
);
