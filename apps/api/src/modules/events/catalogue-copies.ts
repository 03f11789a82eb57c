import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  ZCategory,
  ZEvent,
  ZEventKeyParams,
  ZEventListQuery,
  ZPublicTribe,
  ZSubcategory,
  type TEventListQuery,
} from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import type { CatalogueBuild, CatalogueResponse } from './catalogue-cache.js';
import * as service from './events.service.js';

export const ZEventList = z.array(ZEvent);
export const ZTribeList = z.array(ZPublicTribe);
export const ZCategoryList = z.array(ZCategory);
export const ZSubcategoryList = z.array(ZSubcategory);

/**
 * The public catalogue's answers as ready copies (catalogue-cache.ts): the listing, featured
 * events, one event and the tribes, each under one key and built one way. The routes send them
 * (events.routes.ts); the server's drawing of a page reads the same copies (answerPageRequest).
 */
export function catalogueCopies(app: FastifyInstance) {
  const { catalogue } = app;
  /** The copy under `key` (built when missing) and its key, which a route remembers its address by. */
  const get = async (key: string, build: () => Promise<CatalogueBuild>) => ({
    key,
    copy: await catalogue.get(key, build),
  });
  return {
    listing: (query: TEventListQuery) =>
      get(`events:${JSON.stringify(query)}`, async () => {
        const page = await service.listEvents(app.db, query);
        return { json: JSON.stringify(ZEventList.parse(page.events)), totalCount: page.total };
      }),
    featured: () =>
      get('featured', async () => ({
        json: JSON.stringify(ZEventList.parse(await service.listFeatured(app.db))),
      })),
    event: (key: string) =>
      get(`event:${key}`, async () => {
        const event = await service.getEvent(app.db, key);
        return { json: JSON.stringify(ZEvent.parse(event)), eventId: event.id };
      }),
    tribes: () =>
      get('tribes', async () => ({
        json: JSON.stringify(ZTribeList.parse(await service.listTribes(app.db))),
      })),
  };
}

export type CatalogueCopies = ReturnType<typeof catalogueCopies>;

/** The query object as Fastify's parser makes it: a repeated name gives a list. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    out[name] = all.length > 1 ? all : all[0]!;
  }
  return out;
}

const json = (status: number, body: string | Buffer, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });

const copy = ({ copy: res }: { copy: CatalogueResponse }) =>
  json(200, res.body, res.totalCount === null ? {} : { 'X-Total-Count': res.totalCount });

const refusal = (status: number, code: string) => json(status, JSON.stringify({ statusCode: status, code }));

/**
 * Answers, in this process, a GET the web app makes for a landing page's first screen (decision
 * 031): the same bodies and X-Total-Count as the routes, read from the same copies and services,
 * with no HTTP to itself. Any other path is a 404: the page is then served without a first screen.
 */
export async function answerPageRequest(app: FastifyInstance, path: string): Promise<Response> {
  const copies = catalogueCopies(app);
  const url = new URL(path, 'http://page.invalid');
  const { pathname } = url;
  if (pathname === '/api/events') {
    const query = ZEventListQuery.safeParse(queryObject(url.searchParams));
    return query.success ? copy(await copies.listing(query.data)) : refusal(400, 'validation_failed');
  }
  if (pathname === '/api/events/featured') return copy(await copies.featured());
  if (pathname === '/api/tribes') return copy(await copies.tribes());
  if (pathname === '/api/categories')
    return json(200, JSON.stringify(ZCategoryList.parse(await service.listCategories(app.db))));
  if (pathname === '/api/subcategories')
    return json(200, JSON.stringify(ZSubcategoryList.parse(await service.listSubcategories(app.db))));
  const one = /^\/api\/events\/([^/]+)$/.exec(pathname);
  if (one) {
    let key: string;
    try {
      key = decodeURIComponent(one[1]!);
    } catch {
      return refusal(400, 'validation_failed');
    }
    const params = ZEventKeyParams.safeParse({ id: key });
    if (!params.success) return refusal(400, 'validation_failed');
    try {
      return copy(await copies.event(params.data.id));
    } catch (err) {
      if (err instanceof AppError && err.code === 'event_not_found') return refusal(404, err.code);
      throw err;
    }
  }
  return refusal(404, 'route_not_found');
}
