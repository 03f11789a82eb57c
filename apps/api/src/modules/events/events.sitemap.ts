import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.js';
import * as service from './events.service.js';

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** /sitemap.xml lists the static pages and every live event that is not over, for search engines. */
const sitemapRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const entries = await service.listSitemapEntries(app.db);
    const pages = ['/', '/events', '/pricing', '/terms-of-service', '/privacy-policy', '/refund-policy'];
    const urls = [
      ...pages.map((p) => `  <url><loc>${xmlEscape(config.publicUrl + p)}</loc></url>`),
      ...entries.map(
        (e) =>
          `  <url><loc>${xmlEscape(`${config.publicUrl}/events/${encodeURIComponent(e.externalId)}`)}</loc><lastmod>${e.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nDisallow: /api/\nDisallow: /host/\nDisallow: /admin/\nDisallow: /checkout/\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
  });
};

export default sitemapRoutes;
