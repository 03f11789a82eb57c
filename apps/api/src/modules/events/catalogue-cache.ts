import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Db } from '../../db/client.js';
import { announceLocally, onDomainEvent } from '../../lib/domain-events.js';
import { bodyFor, encodeBody } from '../../lib/encoded-body.js';
import { REQUEST_ID_HEADER, requestIdFor } from '../../lib/request-id.js';

/**
 * Public catalogue responses (the listing, featured events, one event) kept in the process as
 * ready-to-send bytes: the JSON, its brotli and gzip forms and an ETag, built once and sent to
 * everyone. A crowd opening the same event page then costs no query, no serialisation and no
 * compression per request, and a CDN in front can keep and revalidate the same bytes.
 *
 * Only public data goes in: the same bytes for every visitor, never a draft, never anything
 * that depends on the cookie. How long a copy can be out of date:
 * - a change made through the app: none in this process, and on PostgreSQL every other process
 *   drops its copies on the NOTIFY sent by `invalidateCatalogue` (events.service);
 * - anything else (time passing: "next date", "has started"; view counts; a missed
 *   notification while the LISTEN connection is down): copies are refreshed in the background
 *   once CATALOGUE_FRESH_MS old and never served once CATALOGUE_MAX_AGE_MS old;
 * - browsers and CDNs: CATALOGUE_CACHE_CONTROL adds at most 5 s (max-age) plus 25 s
 *   (stale-while-revalidate).
 */
export const CATALOGUE_FRESH_MS = 5_000;
export const CATALOGUE_MAX_AGE_MS = 10_000;
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=25';
/** PostgreSQL channel on which any process announces a catalogue change. */
export const CATALOGUE_CHANNEL = 'tikiti_catalogue';

const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ALIASES = 10_000;
const LISTEN_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface CatalogueResponse {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  totalCount: string | null;
}

/** What a build returns: the serialised JSON, plus the listing total or the event's id. */
export interface CatalogueBuild {
  json: string;
  totalCount?: number;
  /** Set for one event's response, so a tracked view drops only that event's copies. */
  eventId?: number;
}

interface Entry {
  response: CatalogueResponse;
  builtAt: number;
  eventId: number | null;
  size: number;
  build: () => Promise<CatalogueBuild>;
}

async function encode(build: CatalogueBuild): Promise<CatalogueResponse> {
  const body = Buffer.from(build.json, 'utf8');
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  // Paid once per copy, not once per request.
  const { br, gzip } = await encodeBody(body);
  return { body, br, gzip, etag, totalCount: build.totalCount === undefined ? null : String(build.totalCount) };
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CatalogueResponse>>();
  private readonly aliases = new Map<string, { key: string; route: string }>();
  private bytes = 0;
  /** Bumped by `clear`; a build started before a clear is answered but not kept. */
  private generation = 0;
  /** Per event, the sequence number of the last tracked view that made its copies stale. */
  private readonly forgotten = new Map<number, number>();
  private sequence = 0;
  /** Lookups answered from a copy and lookups that had to build one (the /metrics counters). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly opts: {
      freshMs?: number;
      maxAgeMs?: number;
      log?: FastifyBaseLogger;
      now?: () => number;
    } = {},
  ) {}

  private now(): number {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /**
   * The cached response for `key`, or null when there is none young enough to serve. An
   * old-but-usable copy is served while one background build (the copy's own) replaces it.
   */
  peek(key: string): CatalogueResponse | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = this.now() - entry.builtAt;
    if (age < (this.opts.freshMs ?? CATALOGUE_FRESH_MS)) return entry.response;
    if (age < (this.opts.maxAgeMs ?? CATALOGUE_MAX_AGE_MS)) {
      if (!this.pending.has(key)) {
        this.load(key, entry.build).catch((err: unknown) =>
          this.opts.log?.warn({ err, key }, 'catalogue refresh failed; serving the previous copy'),
        );
      }
      return entry.response;
    }
    this.remove(key);
    return null;
  }

  /**
   * The cached response for `key` (see `peek`), built by `build` when missing or too old.
   * Concurrent misses share one build. A failing build (e.g. event_not_found) rejects every
   * waiter and caches nothing.
   */
  get(key: string, build: () => Promise<CatalogueBuild>): CatalogueResponse | Promise<CatalogueResponse> {
    const copy = this.peek(key);
    if (copy) {
      this.stats.hits++;
      return copy;
    }
    this.stats.misses++;
    return this.pending.get(key) ?? this.load(key, build);
  }

  private load(key: string, build: () => Promise<CatalogueBuild>): Promise<CatalogueResponse> {
    const generation = this.generation;
    const sequence = this.sequence;
    const builtAt = this.now();
    const promise: Promise<CatalogueResponse> = build().then(async (built) => {
      const response = await encode(built);
      const eventId = built.eventId ?? null;
      const staleByView = eventId !== null && (this.forgotten.get(eventId) ?? 0) > sequence;
      if (generation === this.generation && !staleByView && this.pending.get(key) === promise) {
        this.store(key, {
          response,
          builtAt,
          eventId,
          build,
          size: response.body.length + (response.br?.length ?? 0) + (response.gzip?.length ?? 0),
        });
      }
      return response;
    });
    this.pending.set(key, promise);
    const settle = () => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    };
    promise.then(settle, settle);
    return promise;
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    // Oldest first: Map keeps insertion order and a rebuilt key is re-inserted at the end.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /** Drops every copy; builds under way are answered but not kept. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.forgotten.clear();
    this.bytes = 0;
  }

  /**
   * Drops one event's own copies (its page by any of its keys) after a tracked view or click,
   * so the counters on its page stay current without emptying the whole cache; listings pick
   * the new counts up within CATALOGUE_MAX_AGE_MS.
   */
  forgetEvent(eventId: number): void {
    this.forgotten.set(eventId, ++this.sequence);
    for (const [key, entry] of this.entries) {
      if (entry.eventId === eventId) {
        this.remove(key);
        this.pending.delete(key);
      }
    }
  }

  /**
   * Remembers that a request address (path and raw query) was answered from `key`, so a repeat
   * of it is served before its query is parsed again. Several spellings of one query share one
   * copy, and junk parameters fill only this small map, never the copies.
   */
  alias(url: string, key: string, route: string): void {
    const known = this.aliases.get(url);
    if (known?.key === key && known.route === route) return;
    if (this.aliases.size >= MAX_ALIASES) this.aliases.clear();
    this.aliases.set(url, { key, route });
  }

  /** The copy a request address was last answered from, if it is still young enough. */
  peekUrl(url: string): CatalogueResponse | null {
    return this.peekAddress(url)?.copy ?? null;
  }

  /** `peekUrl` with the route pattern that answered the address first (the metrics' label). */
  peekAddress(url: string): { copy: CatalogueResponse; route: string } | null {
    const known = this.aliases.get(url);
    const copy = known === undefined ? null : this.peek(known.key);
    if (!copy) return null;
    // A miss here is counted by the `get` that follows it.
    this.stats.hits++;
    return { copy, route: known!.route };
  }

  get size(): number {
    return this.entries.size;
  }
}

// Service code only has the database handle, so caches are found through it.
const registry = new WeakMap<Db, Set<CatalogueCache>>();

export function registerCatalogueCache(db: Db, cache: CatalogueCache): () => void {
  const set = registry.get(db) ?? new Set<CatalogueCache>();
  registry.set(db, set);
  set.add(cache);
  return () => set.delete(cache);
}

/** Empties every cache of this process that reads from `db`. */
export function clearLocalCatalogueCaches(db: Db): void {
  for (const cache of registry.get(db) ?? []) cache.clear();
}

export function forgetEventLocally(db: Db, eventId: number): void {
  for (const cache of registry.get(db) ?? []) cache.forgetEvent(eventId);
}

// A review was written or answered (the reviews module announces it): that event's copies go.
onDomainEvent('event.reviewed', ({ db, eventId }) => forgetEventLocally(db as Db, eventId));

/**
 * On PostgreSQL, listens on CATALOGUE_CHANNEL over a connection of its own and calls `onChange`
 * for every notification, and also when the connection drops and comes back (notifications
 * sent meanwhile are lost, so everything is dropped). Embedded PGlite serves one process only,
 * so local invalidation is enough there and nothing is started. Returns a function that stops.
 */
export async function listenForCatalogueChanges(
  db: Db,
  onChange: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return async () => {};
  const config = (pool as unknown as { options: pg.ClientConfig }).options;
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client(config);
    c.on('notification', (msg) => {
      if (msg.channel === CATALOGUE_CHANNEL) onChange();
    });
    c.on('error', (err) => {
      log.warn({ err }, 'catalogue change listener lost its connection; reconnecting');
      void c.end().catch(() => {});
      if (client === c) client = null;
      onChange();
      retry();
    });
    await c.connect();
    await c.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
    attempt = 0;
  };

  const retry = () => {
    if (stopped || timer) return;
    const delay = LISTEN_RETRY_MS[Math.min(attempt++, LISTEN_RETRY_MS.length - 1)]!;
    timer = setTimeout(() => {
      timer = undefined;
      connect()
        .then(() => onChange())
        .catch((err: unknown) => {
          log.warn({ err }, 'catalogue change listener could not reconnect');
          retry();
        });
    }, delay);
    timer.unref();
  };

  try {
    await connect();
  } catch (err) {
    log.warn({ err }, 'catalogue change listener could not connect; relying on the cache age limit');
    retry();
  }

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag || ifNoneMatch.trim() === '*') return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}

/**
 * What a cached response is sent with, for one request: its status, the headers the copy itself
 * decides (in the order they are sent) and the body (null for a 304). One rule for both ways a
 * copy is sent (`sendCatalogueResponse` through Fastify, `answerEarly` on the bare server).
 */
function catalogueAnswer(
  headers: IncomingHttpHeaders,
  res: CatalogueResponse,
): { status: 200 | 304; headers: [string, string][]; body: Buffer | null } {
  const sent: [string, string][] = [
    ['cache-control', CATALOGUE_CACHE_CONTROL],
    ['etag', res.etag],
    ['vary', 'Accept-Encoding'],
  ];
  if (res.totalCount !== null) {
    sent.push(['x-total-count', res.totalCount], ['access-control-expose-headers', 'X-Total-Count']);
  }
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch && matchesEtag(ifNoneMatch, res.etag)) return { status: 304, headers: sent, body: null };
  sent.push(['content-type', 'application/json; charset=utf-8']);
  const { bytes, encoding } = bodyFor(res, headers['accept-encoding']);
  if (encoding) sent.push(['content-encoding', encoding]);
  return { status: 200, headers: sent, body: bytes };
}

/**
 * Sends a cached response: 304 when the client already has these bytes, otherwise the body
 * in the best encoding the client accepts. The same for every visitor: no cookie is read or set.
 */
export function sendCatalogueResponse(req: FastifyRequest, reply: FastifyReply, res: CatalogueResponse) {
  const answer = catalogueAnswer(req.headers, res);
  for (const [name, value] of answer.headers) reply.header(name, value);
  return answer.body === null ? reply.code(304).send() : reply.send(answer.body);
}

/** The levels at which app.ts logs every request (its RequestLog writes ordinary ones at debug). */
const LOGS_EACH_REQUEST = new Set(['debug', 'trace']);

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers a repeat of a catalogue address on the bare HTTP server, before Fastify makes its
 * request and reply objects, runs its hooks or routes: a crowd on one event page or one listing
 * then costs what a bare node:http server answering the same bytes costs, plus one map lookup.
 * Returns false (Fastify answers) for anything else, and whenever an answer here could differ
 * from Fastify's: not a GET, no young copy for the exact address, the process is stopping (its
 * answers close their connections) or debug logging is on (each request is logged).
 *
 * The answer is Fastify's, byte for byte (catalogue-cache.test.ts compares them): the security
 * headers (security.ts), the request id (request-id.ts), the copy's headers and body
 * (`catalogueAnswer`), and the request counted and timed in the metrics under its route.
 * Nothing here reads a cookie or the request's language: a copy is the same for every visitor.
 */
export function answerEarly(app: FastifyInstance): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { catalogue } = app;
  return (req, res) => {
    if (req.method !== 'GET' || app.draining || LOGS_EACH_REQUEST.has(app.log.level)) return false;
    const url = req.url ?? '';
    const found = catalogue.peekAddress(url);
    if (!found) return false;
    const started = performance.now();
    const answer = catalogueAnswer(req.headers, found.copy);
    const head: string[] = [REQUEST_ID_HEADER, requestIdFor(req)];
    const security = app.securityHeaders(url);
    for (const name in security) head.push(name, security[name]!);
    for (const [name, value] of answer.headers) head.push(name, value);
    if (answer.body) head.push('content-length', String(answer.body.length));
    res.writeHead(answer.status, head);
    if (answer.body) res.end(answer.body);
    else res.end();
    app.metrics.observeRequest('GET', found.route, answer.status, (performance.now() - started) / 1000);
    return true;
  };
}

/**
 * Puts `answerEarly` in front of Fastify's handler on the app's HTTP server (the server's one
 * `request` listener, which Fastify added when it made the server). `app.inject` does not go
 * through the server: there the catalogue plugin's `onRequest` hook answers repeats.
 */
function putInFrontOfFastify(app: FastifyInstance, early: (req: IncomingMessage, res: ServerResponse) => boolean) {
  const server = app.server as Server;
  const handlers = server.listeners('request') as RequestListener[];
  if (handlers.length !== 1) {
    app.log.warn({ listeners: handlers.length }, 'catalogue early answers off: unexpected request listeners');
    return;
  }
  const fastify = handlers[0]!;
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!early(req, res)) fastify(req, res);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's cache of public catalogue responses (the events routes fill it). */
    catalogue: CatalogueCache;
  }
}

/**
 * Makes the process's CatalogueCache (dropped on every change announced on PostgreSQL) and
 * answers a repeat of an address already answered from it, before its query is parsed: only a
 * request that passed validation ever recorded its address (CatalogueCache.alias), always on
 * the same GET route. Register it after the security headers and before the cookie, CSRF and
 * other request hooks: a copy needs none of them (it reads no cookie, sets none, and GET is
 * never a cross-site write), so a crowd on one event page pays only for routing and the send.
 */
export const catalogueCachePlugin = fp(
  async (app) => {
    const catalogue = new CatalogueCache({ log: app.log });
    const unregister = registerCatalogueCache(app.db, catalogue);
    // Another process changed an event: its copies go, and so does whatever subscribed here.
    const stopListening = await listenForCatalogueChanges(
      app.db,
      () => {
        catalogue.clear();
        announceLocally('event.changed');
      },
      app.log,
    );
    app.addHook('onClose', async () => {
      unregister();
      await stopListening();
    });
    app.decorate('catalogue', catalogue);
    putInFrontOfFastify(app, answerEarly(app));
    app.addHook('onRequest', (req, reply, done) => {
      const copy = req.method === 'GET' || req.method === 'HEAD' ? catalogue.peekUrl(req.url) : null;
      if (copy) sendCatalogueResponse(req, reply, copy);
      else done();
    });
  },
  { name: 'catalogue-cache', dependencies: ['security', 'metrics', 'operations'] },
);
