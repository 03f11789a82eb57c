import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EVENT_KEY,
  HOME_HERO_QUERY,
  LISTING_PAGE_SIZE,
  dataSaverImageUrl,
  formatEventDateTime,
  formatEventPrice,
  parseListingQuery,
  serializeListingQuery,
  type TEvent,
} from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { wantsSaveData } from '../../lib/save-data.js';
import type { SpaHead } from '../../plugins/spa.js';
import { imagePreloadTag } from '../../lib/preload.js';
import { CATALOGUE_FRESH_MS } from './catalogue-cache.js';
import * as service from './events.service.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const absolute = (publicUrl: string, url: string | null) => {
  if (!url) return `${publicUrl}/og-default.png`;
  if (/^https?:\/\//.test(url)) return url;
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
};

const EVENT_NOT_FOUND: SpaHead = { notFound: true, title: 'Event not found · Tikiti' };

/** The hero's image rule (apps/web EventImage, normalizeImageUrl): a bare path is site-relative. */
const heroImageUrl = (url: string | null | undefined) => {
  const value = url?.trim() ?? '';
  if (!value) return null;
  return value.startsWith('/') || /^https?:\/\//i.test(value) ? value : `/${value}`;
};

const HERO_QUERY = parseListingQuery(serializeListingQuery(HOME_HERO_QUERY), { strict: true }).query;

/**
 * The box widths (CSS pixels) the app gives each page's largest picture: with the data saver on
 * (Save-Data: on), the page names the same smaller copy the app will ask for (dataSaverImageUrl),
 * so the picture is fetched once, small.
 */
const HOME_HERO_WIDTH = 960;
const LISTING_CARD_WIDTH = 640;
const EVENT_PAGE_WIDTH = 1200;

/** The picture a page shows at `width`: the smaller copy when the request asks to save data. */
const pageImage = (url: string, width: number, saveData: boolean) => (saveData ? dataSaverImageUrl(url, width) : url);

/** Remembers one catalogue read as briefly as the catalogue's own cache keeps a listing. */
function briefly<T>(read: () => Promise<T>): () => Promise<T> {
  let memo: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!memo || now - memo.at > CATALOGUE_FRESH_MS) {
      const value = read();
      // A failure is not remembered: the next page view asks again.
      value.catch(() => {
        memo = null;
      });
      memo = { at: now, value };
    }
    return memo.value;
  };
}

/**
 * The home page's largest paint is the first hero event's image (the top event by views); named
 * in the HTML, a phone fetches it alongside the app's code. The top event is remembered as
 * briefly as the catalogue's own cache keeps a listing, so a crowd on / costs one query per few
 * seconds.
 */
function homeHead(app: FastifyInstance) {
  const top = briefly(() => service.listEvents(app.db, HERO_QUERY).then(({ events }) => events[0] ?? null));
  return async (saveData: boolean): Promise<SpaHead | null> => {
    const first = await top();
    const found = heroImageUrl(first?.imageUrl);
    if (!found || !first) return null;
    return { tags: '', preloads: [imagePreloadTag(pageImage(found, HOME_HERO_WIDTH, saveData))] };
  };
}
type PageHead = (saveData: boolean) => Promise<SpaHead | null>;
const homeHeads = new WeakMap<FastifyInstance, PageHead>();

const LISTING_QUERY = parseListingQuery(serializeListingQuery({ limit: LISTING_PAGE_SIZE, offset: 0 }), {
  strict: true,
}).query;

/**
 * /events with no filters: its largest paint is the first card's image, which only the list
 * names; the server fetches the list the page will ask for (remembered as briefly as the
 * catalogue's cache keeps it) and preloads that image.
 */
function listingHead(app: FastifyInstance) {
  const page = briefly(() => service.listEvents(app.db, LISTING_QUERY));
  return async (saveData: boolean): Promise<SpaHead | null> => {
    const { events } = await page();
    const first = events[0];
    const found = heroImageUrl(first?.imageUrl);
    if (!found || !first) return null;
    return { tags: '', preloads: [imagePreloadTag(pageImage(found, LISTING_CARD_WIDTH, saveData))] };
  };
}
const listingHeads = new WeakMap<FastifyInstance, PageHead>();

/**
 * What the server adds to a page's head: the home hero's image preload on /, the first card's on
 * /events with no filters, the event's tags and image on /events/{id} (eventPageHead), nothing
 * elsewhere. With Save-Data: on, the pictures named are the data saver's smaller copies. The
 * first screen itself is the web app's, drawn on the server (plugins/spa.ts, decision 031).
 */
export async function eventHeadTags(
  app: FastifyInstance,
  config: AppConfig,
  req: FastifyRequest,
): Promise<SpaHead | null> {
  const pathname = req.url.split('?')[0] ?? '';
  if (pathname === '/' || pathname === '') {
    let head = homeHeads.get(app);
    if (!head) homeHeads.set(app, (head = homeHead(app)));
    return head(wantsSaveData(req));
  }
  if ((pathname === '/events' || pathname === '/events/') && !req.url.includes('?')) {
    let head = listingHeads.get(app);
    if (!head) listingHeads.set(app, (head = listingHead(app)));
    return head(wantsSaveData(req));
  }
  return eventPageHead(app, config, req);
}

/**
 * Open Graph and Twitter tags for /events/{id}, so a link pasted into WhatsApp, Facebook or X
 * shows the event's title, date, place and image. Crawlers do not run JavaScript, so these
 * must be in the first HTML. An event that does not exist (or is no longer live) is a 404, so
 * search engines drop removed events instead of indexing a page that says 'Event not found'.
 */
async function eventPageHead(app: FastifyInstance, config: AppConfig, req: FastifyRequest): Promise<SpaHead | null> {
  const m = /^\/events\/([^/?#]+)\/?(?:[?#].*)?$/.exec(req.url);
  if (!m) return null;
  let key: string;
  try {
    key = decodeURIComponent(m[1]!);
  } catch {
    return EVENT_NOT_FOUND;
  }
  if (!EVENT_KEY.test(key)) return EVENT_NOT_FOUND;
  let event: TEvent;
  try {
    event = await service.getEvent(app.db, key);
  } catch (err) {
    if (err instanceof AppError && err.code === 'event_not_found') return EVENT_NOT_FOUND;
    throw err;
  }
  const when = event.startDate ? formatEventDateTime(event.startDate, event.timeZone) : null;
  const summary = [when, event.location, formatEventPrice(event)].filter(Boolean).join(' · ');
  const description = `${summary}. ${event.description.replace(/\s+/g, ' ').slice(0, 200)}`.trim();
  const url = `${config.publicUrl}/events/${encodeURIComponent(event.externalId)}`;
  const image = absolute(
    config.publicUrl,
    event.imageUrl && /^(\/|http|images\/)/.test(event.imageUrl) ? event.imageUrl : null,
  );
  // The page's largest paint is this image; naming it here lets a phone fetch it alongside the
  // app's code instead of after it. Same rule as the page's carousel: only / or http paths.
  const shown = event.imageUrl?.trim() ?? '';
  const usable = shown.startsWith('/') || shown.startsWith('http');
  const pictured = usable ? pageImage(shown, EVENT_PAGE_WIDTH, wantsSaveData(req)) : '';
  const preloadImage = usable ? [imagePreloadTag(pictured)] : [];
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Tikiti'],
    ['property', 'og:title', event.title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', event.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'description', description],
  ];
  const tagsHtml = [
    `<title>${escapeHtml(event.title)} | Tikiti</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join('\n    ');
  return { tags: tagsHtml, preloads: preloadImage };
}
