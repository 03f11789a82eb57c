import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_PAGE_TITLE, matchClientRoute } from '@tribe/contracts';
import { DEFAULT_LOCALE, type TLocale } from '@tribe/contracts/locale';
import { localeChunks, localePreloadTags, preloadTags, routeChunks } from '../modules/system/preload.js';
import { shellTexts } from '../modules/events/events.shell.texts.js';
import { STATUS_TEXT } from '../lib/errors.js';
import { pageLocale } from '../lib/request-locale.js';
import { SAVE_DATA_META, wantsSaveData } from '../lib/save-data.js';

/**
 * What the server knows about a client route before the app runs: extra <head> tags (Open Graph
 * for event pages) and resources to fetch early (the page's largest image), or that the thing
 * the address names does not exist.
 */
export type SpaHead =
  | {
      tags: string;
      preloads?: string[];
      /** The first screen's markup, written into the app's root until the app draws it. */
      shell?: string | null;
    }
  | { notFound: true; title: string };

export interface SpaOptions {
  distDir: string;
  headFor?: (req: FastifyRequest) => Promise<SpaHead | null>;
}

const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Puts `value` in place of the first `marker` in the page. A replacer function, never a
 * replacement string: in a string, `$&`, `$\``, `$'` and `$$` are patterns, and host text (an
 * event's title in its head tags) would copy parts of the page into itself.
 */
const put = (html: string, marker: string, value: string) => html.replace(marker, () => value);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Head tags of a 404 page: the title says so (the first <title> wins) and crawlers skip it. */
const notFoundHead = (title: string) =>
  `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex">`;

/**
 * index.html in another language (decision 026): `<html lang>`, and its title and description
 * where they are the English words of events.shell.texts.ts. English is the page as built.
 */
function inLanguage(html: string, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return html;
  const en = shellTexts(DEFAULT_LOCALE);
  const t = shellTexts(locale);
  const lang = /<html\b[^>]*\blang="[^"]*"/.test(html)
    ? html.replace(/(<html\b[^>]*\blang=")[^"]*"/, (_, start: string) => `${start}${locale}"`)
    : html.replace(/<html\b/, (tag) => `${tag} lang="${locale}"`);
  return put(
    put(lang, `<title>${escapeHtml(en.pageTitle)}</title>`, `<title>${escapeHtml(t.pageTitle)}</title>`),
    `content="${escapeHtml(en.pageDescription)}"`,
    `content="${escapeHtml(t.pageDescription)}"`,
  );
}

/**
 * Serves the built single-page app: hashed files under /assets are cached for a year, other
 * files briefly, and a GET for a page gets index.html so client routes work on reload. The
 * status follows the shared route table: 200 for a client route, 404 (with the app, which
 * renders its not-found page, and a title saying so) for anything else. Unknown /api paths get
 * a JSON 404 instead.
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
  const chunks = hasDist ? routeChunks(opts.distDir) : new Map();
  const languages = hasDist ? localeChunks(opts.distDir) : new Map<TLocale, string[]>();
  const indexIn = new Map<TLocale, string>();

  const sendApp = async (req: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    // The page in the language the `lang` cookie names: the app fetches that language's messages
    // before its first render, so they are named at once, ahead of the page's data and code.
    const locale = pageLocale(req);
    let html = indexIn.get(locale) ?? inLanguage(readIndex(), locale);
    indexIn.set(locale, html);
    const languagePreloads = localePreloadTags(languages, locale);
    let status = 200;
    const match = matchClientRoute(urlPath);
    if (!match) {
      status = 404;
      html = put(html, HEAD_MARKER, notFoundHead(NOT_FOUND_PAGE_TITLE));
      if (languagePreloads.length) html = put(html, '</head>', `  ${languagePreloads.join('\n    ')}\n  </head>`);
    } else {
      // A failed lookup (database down) still serves the app; the page shows its own error.
      const head = opts.headFor ? await opts.headFor(req).catch(() => null) : null;
      if (head && 'notFound' in head) {
        status = 404;
        html = put(html, HEAD_MARKER, notFoundHead(head.title));
      } else {
        if (head) html = put(html, HEAD_MARKER, head.tags);
        if (head?.shell) html = put(html, ROOT_ELEMENT, `<div id="root">${head.shell}</div>`);
        // After the entry script and the stylesheet: the page's image, data and code start while
        // those download, but never take a connection before them (a phone's first paint needs
        // both, and the browser opens only a few connections per server). The image comes first
        // of the hints: it is the largest paint, small, and otherwise waits for a free connection
        // behind the API answers and chunks.
        const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        const preloads = [
          ...(head?.preloads ?? []),
          ...languagePreloads,
          ...preloadTags(chunks, match.route, urlPath, search),
        ];
        if (preloads.length) html = put(html, '</head>', `  ${preloads.join('\n    ')}\n  </head>`);
      }
    }
    // Save-Data: on (the data saver, issue 20): the app starts with its data saver on, and the
    // page's head (headFor) names smaller pictures.
    if (wantsSaveData(req)) html = put(html, '</head>', `  ${SAVE_DATA_META}\n  </head>`);
    // The page differs with the `lang` cookie, so no cache may give one reader's page to another
    // (Vary: Cookie), and a page in another language than English is never kept by a shared
    // cache at all (private): an English reader can never be given it.
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', locale === DEFAULT_LOCALE ? 'no-cache' : 'private, no-cache')
      .header('Vary', 'Save-Data, Cookie')
      .send(html);
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
    return sendApp(req, reply, urlPath);
  });
});
