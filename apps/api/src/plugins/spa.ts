import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_TEXT } from '../lib/errors.js';

export interface SpaOptions {
  distDir: string;
  /** Extra tags for the <head> of a client route (Open Graph for event pages), or null. */
  headFor?: (req: FastifyRequest) => Promise<string | null>;
}

const HEAD_MARKER = '<!--app-head-->';

/**
 * Serves the built single-page app: hashed files under /assets are cached for a year, other
 * files briefly, and any other GET that wants HTML gets index.html so client routes work on
 * reload. Unknown /api paths get a JSON 404 instead.
 */
export default fp<SpaOptions>(async (app: FastifyInstance, opts) => {
  const indexPath = path.join(opts.distDir, 'index.html');
  const hasDist = existsSync(indexPath);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.distDir, filePath);
        res.setHeader(
          'Cache-Control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: run `npm run build`; serving the API only');
  }
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= readFileSync(indexPath, 'utf8'));

  const sendApp = async (req: FastifyRequest, reply: FastifyReply) => {
    let html = readIndex();
    const head = opts.headFor ? await opts.headFor(req).catch(() => null) : null;
    if (head) html = html.replace(HEAD_MARKER, head);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };

  app.setNotFoundHandler(async (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '/';
    if (
      urlPath === '/api' ||
      urlPath.startsWith('/api/') ||
      !hasDist ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.status(404).send({
        statusCode: 404,
        code: 'route_not_found',
        error: STATUS_TEXT[404],
        message: `No route ${req.method} ${urlPath}. See /api/docs for the API.`,
      });
    }
    // A missing file with an extension (an image, a script) is a plain 404, not the app.
    if (/\.[a-z0-9]{2,5}$/i.test(urlPath)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendApp(req, reply);
  });
});
