import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ORDER_EVENT_TYPES } from '../../lib/domain-events.js';
import { activeHolds, jobQueueDepths, orderCountsByStatus } from './metrics.repository.js';

export type ProviderOutcome = 'ok' | 'error';

/** What other plugins report into (the rest is collected when /metrics is read). */
export interface AppMetrics {
  readonly registry: Registry;
  /** One call to the payment provider: its duration and whether it failed. */
  observeProviderCall(provider: string, operation: string, outcome: ProviderOutcome, seconds: number): void;
  /** One request answered: counted and timed under its route pattern (never the raw path). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Request latency buckets (seconds): a cached page is ~1 ms, a checkout tens of ms. */
const HTTP_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 15];

/** Database figures are read at most this often however many scrapers ask. */
const DB_FIGURES_TTL_MS = 2_000;

/**
 * Prometheus metrics (decision 021, docs/operations.md), one registry per app so several apps in
 * one test process do not collide. Per process: requests (rate and latency per route), payment
 * provider calls, catalogue cache lookups, Node's own figures (memory, event loop, GC). From the
 * database, the same in every process (take max() across processes, not sum()): orders by
 * status, holds not yet expired, job queue depth.
 */
export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    registry.setDefaultLabels({ app: 'tikiti' });
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the answer being sent, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    });
    const providerDuration = new Histogram({
      name: 'tikiti_payment_provider_duration_seconds',
      help: 'Calls to the payment provider, by provider, operation and outcome.',
      labelNames: ['provider', 'operation', 'outcome'] as const,
      buckets: PROVIDER_BUCKETS,
      registers: [registry],
    });
    const providerErrors = new Counter({
      name: 'tikiti_payment_provider_errors_total',
      help: 'Failed calls to the payment provider (unreachable, timed out, 5xx or refused).',
      labelNames: ['provider', 'operation'] as const,
      registers: [registry],
    });
    // What the order engine announced in this process (decision 043): paid, reserved, refunded
    // orders and places back on sale, as they happen rather than as the next scrape finds them.
    const orderEvents = new Counter({
      name: 'tikiti_order_events_total',
      help: 'Order events announced by this process, by event (order.paid, order.refunded, ...).',
      labelNames: ['event'] as const,
      registers: [registry],
    });
    if (app.hasDecorator('domainEvents'))
      for (const event of ORDER_EVENT_TYPES) app.domainEvents.on(event, () => void orderEvents.inc({ event }));
    new Counter({
      name: 'tikiti_cache_lookups_total',
      help: 'Lookups in the in-process catalogue cache, by result (hit or miss).',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
      collect() {
        const stats = app.hasDecorator('catalogue') ? app.catalogue.stats : null;
        if (!stats) return;
        this.reset();
        this.inc({ cache: 'catalogue', result: 'hit' }, stats.hits);
        this.inc({ cache: 'catalogue', result: 'miss' }, stats.misses);
      },
    });

    // Database figures, read once per scrape (shared by the gauges below) and briefly kept.
    let figures: Promise<DbFigures> | null = null;
    let figuresAt = 0;
    const dbFigures = (): Promise<DbFigures> => {
      if (!figures || Date.now() - figuresAt > DB_FIGURES_TTL_MS) {
        figuresAt = Date.now();
        figures = readDbFigures(app);
        figures.catch(() => {
          figures = null;
        });
      }
      return figures;
    };
    new Gauge({
      name: 'tikiti_orders',
      help: 'Orders in the database by status (the same in every process).',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const { orders } = await dbFigures();
        this.reset();
        for (const [status, n] of orders) this.set({ status }, n);
      },
    });
    new Gauge({
      name: 'tikiti_holds_active',
      help: 'Checkout holds not yet expired (pending orders).',
      registers: [registry],
      async collect() {
        this.set((await dbFigures()).holds.holds);
      },
    });
    new Gauge({
      name: 'tikiti_held_places',
      help: 'Places kept by holds not yet expired.',
      registers: [registry],
      async collect() {
        this.set((await dbFigures()).holds.places);
      },
    });
    new Gauge({
      name: 'tikiti_job_queue_depth',
      help: 'Background jobs waiting (created, retry) or running (active), by queue.',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        const { jobs } = await dbFigures();
        this.reset();
        for (const j of jobs) this.set({ queue: j.queue, state: j.state }, j.n);
      },
    });

    const observeRequest: AppMetrics['observeRequest'] = (method, route, statusCode, seconds) => {
      requests.inc({ method, route, status_code: String(statusCode) });
      duration.observe({ method, route }, seconds);
    };

    app.addHook('onResponse', (req, reply, done) => {
      // The route pattern, never the raw path: one series per route, and no ids or tokens.
      observeRequest(
        req.method,
        req.routeOptions.url ?? (reply.statusCode === 404 ? 'unmatched' : 'early'),
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.decorate('metrics', {
      registry,
      observeProviderCall(provider, operation, outcome, seconds) {
        providerDuration.observe({ provider, operation, outcome }, seconds);
        if (outcome === 'error') providerErrors.inc({ provider, operation });
      },
      observeRequest,
    } satisfies AppMetrics);
  },
  { name: 'metrics' },
);

interface DbFigures {
  orders: Map<string, number>;
  holds: { holds: number; places: number };
  jobs: { queue: string; state: string; n: number }[];
}

async function readDbFigures(app: FastifyInstance): Promise<DbFigures> {
  const orders = await orderCountsByStatus(app.database);
  const holds = await activeHolds(app.database);
  const jobs = app.config.jobs ? await jobQueueDepths(app.database) : [];
  return { orders, holds, jobs };
}
