import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_PAGE_TITLE, matchClientRoute } from '@tribe/contracts';
import { DEFAULT_LOCALE, type TLocale } from '@tribe/contracts/locale';
import { localeChunks, localePreloadTags, preloadTags, routeChunks } from '../lib/preload.js';
import { onDomainEvent } from '../lib/domain-events.js';
import { bodyFor, encodeBody, type EncodedBody } from '../lib/encoded-body.js';
import { STATUS_TEXT } from '../lib/errors.js';
import { pageLocale } from '../lib/request-locale.js';
import { SAVE_DATA_META, wantsSaveData } from '../lib/save-data.js';
import { PageCache } from './page-cache.js';

/**
 * What the server knows about a client route before the app runs: extra <head> tags (Open Graph
 * for event pages) and resources to fetch early (the page's largest image), or that the thing
 * the address names does not exist.
 */
export type SpaHead = { tags: string; preloads?: string[] } | { notFound: true; title: string };

/** The document's title and description in a language (the web's message files, site.json). */
export interface PageHeadTexts {
  title: string;
  description: string;
}

/**
 * What the server entry of the web app exports (apps/web/src/entry-server.tsx, decision 031).
 * Declared here rather than imported: the API builds and runs without the web's sources.
 */
export interface ServerEntry {
  render(input: {
    url: string;
    locale: TLocale;
    saveData: boolean;
    origin: string;
    answer: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; state: unknown[]; head: PageHeadTexts }>;
  pageHead(locale: TLocale): Promise<PageHeadTexts>;
}

export interface SpaOptions {
  distDir: string;
  headFor?: (req: FastifyRequest) => Promise<SpaHead | null>;
  /**
   * The web app's server entry (decision 031): by default `entry-server.js` in `<distDir>-ssr`
   * (apps/web/dist-ssr), as `npm run build` makes it. Without it (the API's tests, an API-only build) the
   * pages are served as built, and the browser draws them.
   */
  serverEntry?: string;
  /** Answers a landing page's API requests in this process (the events module's answerPageRequest). */
  answerPageRequest?: (path: string) => Promise<Response>;
}

const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/** A page as sent: its status, its HTML, and whether its first screen is drawn in it. */
interface DrawnPage {
  status: number;
  html: string;
  drawn: boolean;
}

/** How many pages' compressed forms are kept (some 40 KB each, both encodings: about 5 MB). */
const ENCODED_PAGES_MAX = 128;
/** The pages whose first screen the server draws: the landing pages. */
const DRAWN_ROUTES = new Set<string>(['/', '/events', '/events/:id']);
/**
 * Drawn pages kept: a few hundred addresses (each event in two languages, two data-saver states),
 * some 60 KB each. Fresh for 30 s, served up to 5 minutes old while one drawing replaces it; any
 * change to the catalogue (`event.changed`, from this process or another) empties it at once.
 */
const DRAWN_PAGES_KEPT = 400;
const DRAWN_FRESH_MS = 30_000;
const DRAWN_MAX_AGE_MS = 5 * 60_000;
/**
 * Drawings run one at a time (the entry's language is one per process). Beyond this many waiting
 * (a crowd of different addresses, e.g. made-up listing queries), a page is served as built and
 * the browser draws it: a visitor never waits behind a queue of drawings.
 */
const DRAWINGS_WAITING_MAX = 4;

/**
 * Puts `value` in place of the first `marker` in the page. A replacer function, never a
 * replacement string: in a string, `$&`, `$\``, `$'` and `$$` are patterns, and host text (an
 * event's title in its head tags) would copy parts of the page into itself.
 */
const put = (html: string, marker: string, value: string) => html.replace(marker, () => value);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Tells the app the request asked to save data (Save-Data: on). */
const withSaveData = (html: string, saveData: boolean) =>
  saveData ? put(html, '</head>', `  ${SAVE_DATA_META}\n  </head>`) : html;

/** Head tags of a 404 page: the title says so (the first <title> wins) and crawlers skip it. */
const notFoundHead = (title: string) =>
  `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex">`;

/**
 * index.html in another language (decision 026): `<html lang>`, and, when the web's server entry
 * gives them, its own title and description in that language. English is the page as built.
 */
function inLanguage(html: string, locale: TLocale, texts: PageHeadTexts | null): string {
  if (locale === DEFAULT_LOCALE) return html;
  const lang = /<html\b[^>]*\blang="[^"]*"/.test(html)
    ? html.replace(/(<html\b[^>]*\blang=")[^"]*"/, (_, start: string) => `${start}${locale}"`)
    : html.replace(/<html\b/, (tag) => `${tag} lang="${locale}"`);
  if (!texts) return lang;
  return lang
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(texts.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, start: string) => `${start}${escapeHtml(texts.description)}"`,
    );
}

/**
 * JSON inside a <script> element: `<` written as its escape, so no value (an event's title) can
 * close the element or open a comment; U+2028/2029 too, for old parsers.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
  const entry = hasDist ? await loadServerEntry(app, opts) : null;
  const answer = opts.answerPageRequest;
  const headTexts = new Map<TLocale, Promise<PageHeadTexts | null>>();
  const headIn = (locale: TLocale): Promise<PageHeadTexts | null> => {
    if (!entry || locale === DEFAULT_LOCALE) return Promise.resolve(null);
    let texts = headTexts.get(locale);
    if (!texts) {
      texts = entry.pageHead(locale).catch((err: unknown) => {
        app.log.warn({ err, locale }, "the web entry could not give the page's title in this language");
        headTexts.delete(locale);
        return null;
      });
      headTexts.set(locale, texts);
    }
    return texts;
  };
  const indexIn = new Map<TLocale, string>();
  const pageIn = async (locale: TLocale) => {
    let html = indexIn.get(locale);
    if (html === undefined) {
      const texts = await headIn(locale);
      html = inLanguage(readIndex(), locale, texts);
      if (texts || !entry || locale === DEFAULT_LOCALE) indexIn.set(locale, html);
    }
    return html;
  };

  const drawn = new PageCache<DrawnPage>({
    maxEntries: DRAWN_PAGES_KEPT,
    freshMs: DRAWN_FRESH_MS,
    maxAgeMs: DRAWN_MAX_AGE_MS,
    // A page whose drawing failed is not kept: the next reader's request tries again.
    keep: (page) => page.drawn || page.status === 404,
  });
  // The same moment the catalogue's copies go, in this process and (by NOTIFY) in every other.
  const stopListening = onDomainEvent('event.changed', () => drawn.clear());
  app.addHook('onClose', async () => stopListening());

  /**
   * The page at this address: index.html in the reader's language with its head tags and hints
   * and, for a landing page when the web's server entry is there, its first screen drawn by React
   * (`root` given) with the data it was drawn with.
   */
  const buildPage = async (
    req: FastifyRequest,
    urlPath: string,
    locale: TLocale,
    saveData: boolean,
    root: (() => Promise<string | null>) | null,
  ): Promise<DrawnPage> => {
    let html = await pageIn(locale);
    const languagePreloads = localePreloadTags(languages, locale);
    const match = matchClientRoute(urlPath);
    if (!match) {
      html = put(html, HEAD_MARKER, notFoundHead(NOT_FOUND_PAGE_TITLE));
      if (languagePreloads.length) html = put(html, '</head>', `  ${languagePreloads.join('\n    ')}\n  </head>`);
      return { status: 404, html: withSaveData(html, saveData), drawn: false };
    }
    // A failed lookup (database down) still serves the app; the page shows its own error.
    const head = opts.headFor ? await opts.headFor(req).catch(() => null) : null;
    if (head && 'notFound' in head) {
      return {
        status: 404,
        html: withSaveData(put(html, HEAD_MARKER, notFoundHead(head.title)), saveData),
        drawn: false,
      };
    }
    if (head) html = put(html, HEAD_MARKER, head.tags);
    const drawnRoot = root ? await root() : null;
    if (drawnRoot !== null) html = put(html, ROOT_ELEMENT, drawnRoot);
    // After the entry script and the stylesheet: the page's image, data and code start while
    // those download, but never take a connection before them (a phone's first paint needs
    // both, and the browser opens only a few connections per server). The image comes first
    // of the hints: it is the largest paint, small, and otherwise waits for a free connection
    // behind the API answers and chunks. A drawn page carries its data, so asks for none.
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const preloads = [
      ...(head?.preloads ?? []),
      ...languagePreloads,
      ...preloadTags(chunks, match.route, urlPath, search, { data: drawnRoot === null }),
    ];
    if (preloads.length) html = put(html, '</head>', `  ${preloads.join('\n    ')}\n  </head>`);
    return { status: 200, html: withSaveData(html, saveData), drawn: drawnRoot !== null };
  };

  /** The root drawn by the web's server entry, or null (then the browser draws the page). */
  const drawRoot = (req: FastifyRequest, locale: TLocale, saveData: boolean, origin: string) => async () => {
    if (!entry || !answer) return null;
    try {
      const page = await entry.render({
        url: req.url,
        locale,
        saveData,
        origin,
        answer: (apiPath) => answer(apiPath),
      });
      return (
        `<div id="root" data-ssr="">${page.html}</div>` +
        `<script type="application/json" id="query-state">${scriptJson(page.state)}</script>`
      );
    } catch (err) {
      app.log.warn({ err, url: req.url }, 'the first screen could not be drawn; the browser draws this page');
      return null;
    }
  };

  /**
   * Each page's compressed forms, by its HTML: a drawn page is compressed once per drawing, a
   * page the browser draws (the same shell for many addresses) once per language and state.
   * Bounded; the oldest goes first.
   */
  const encodedPages = new Map<string, Promise<EncodedBody>>();
  const encodedPage = (html: string): Promise<EncodedBody> => {
    let found = encodedPages.get(html);
    if (!found) {
      found = encodeBody(Buffer.from(html, 'utf8'));
      encodedPages.set(html, found);
      found.catch(() => encodedPages.delete(html));
      for (const oldest of encodedPages.keys()) {
        if (encodedPages.size <= ENCODED_PAGES_MAX) break;
        encodedPages.delete(oldest);
      }
    }
    return found;
  };

  const sendApp = async (req: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    // The page in the language the `lang` cookie names: the app fetches that language's messages
    // before its first render, so they are named at once, ahead of the page's data and code.
    const locale = pageLocale(req);
    // Save-Data: on (the data saver, issue 20): the app starts with its data saver on, and the
    // page's head (headFor) names smaller pictures.
    const saveData = wantsSaveData(req);
    const route = matchClientRoute(urlPath)?.route;
    let page: DrawnPage;
    if (entry && answer && route && DRAWN_ROUTES.has(route)) {
      // Share links in the page name the address the reader used (the browser's own origin).
      const origin = `${req.protocol}://${req.host}`;
      const key = `${locale}|${saveData ? 'save-data' : ''}|${origin}|${req.url}`;
      const build = () => buildPage(req, urlPath, locale, saveData, drawRoot(req, locale, saveData, origin));
      const copy = drawn.peek(key, build);
      if (copy) page = copy;
      else if (drawn.drawing >= DRAWINGS_WAITING_MAX) page = await buildPage(req, urlPath, locale, saveData, null);
      else page = await drawn.get(key, build);
    } else {
      page = await buildPage(req, urlPath, locale, saveData, null);
    }
    // The page differs with the `lang` cookie, so no cache may give one reader's page to another
    // (Vary: Cookie), and a page in another language than English is never kept by a shared
    // cache at all (private): an English reader can never be given it.
    // Compressed here, once per page: @fastify/compress's hooks never reach the not-found
    // handler, so until now every page went out uncompressed (160 KB for the home page).
    const { bytes, encoding } = bodyFor(await encodedPage(page.html), req.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', locale === DEFAULT_LOCALE ? 'no-cache' : 'private, no-cache')
      .header('Vary', 'Save-Data, Cookie, Accept-Encoding')
      .send(bytes);
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

/** The web's server entry, when built; null (and a line in the log saying why) otherwise. */
async function loadServerEntry(app: FastifyInstance, opts: SpaOptions): Promise<ServerEntry | null> {
  if (!opts.answerPageRequest) return null;
  // apps/web/dist → apps/web/dist-ssr (vite.config.ts).
  const file = opts.serverEntry ?? path.join(`${opts.distDir.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'web server entry not built: the browser draws every page (run `npm run build`)');
    return null;
  }
  try {
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  } catch (err) {
    app.log.error({ err, file }, 'web server entry failed to load: the browser draws every page');
    return null;
  }
}
