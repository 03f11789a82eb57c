import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { slowAt } from '../lib/failpoint.js';
import { guardUnawaitedJobCompletion } from './pg-boss-unawaited.js';

/**
 * Background work (decision 003): hold expiry, payment reconciliation, refunds, mail, the
 * sandbox's simulated webhooks. Modules register handlers with `app.jobs.work(name, handler)`
 * and periodic ones with `app.jobs.schedule(name, cron)` while the app is built; they enqueue
 * with `app.jobs.send`. Every handler must be safe to run twice (a job is retried after a crash).
 * Send after a transaction commits, never inside one: on PGlite (one connection) the send would
 * wait for the transaction, which waits for the send.
 *
 * With JOBS off (the default under NODE_ENV=test) nothing runs by itself: `send` only records
 * the job in `sent`, so API tests call the handlers (exported service functions) directly and
 * assert what was enqueued.
 */
export interface SendOptions {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /**
   * At most one queued job with this key (e.g. one confirmation mail per order): a send is
   * dropped while a job of the same name and key waits to run. Best effort across processes
   * (checked, then inserted), which is why handlers must be safe to run twice anyway.
   */
  singletonKey?: string;
  /** Retries after a failure (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10), doubling with each further one. */
  retryDelaySeconds?: number;
}

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface JobQueue {
  readonly running: boolean;
  send(name: string, data: Record<string, unknown>, opts?: SendOptions): Promise<void>;
  work(name: string, handler: JobHandler): void;
  /** Runs `name` (with empty data) on a cron schedule, e.g. '* * * * *' for every minute. */
  schedule(name: string, cron: string): void;
  /** Jobs sent while JOBS is off (tests). */
  readonly sent: { name: string; data: Record<string, unknown>; opts?: SendOptions }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Several server processes starting at the same moment create pg-boss's queues together (each
 * queue is a partition made by pg-boss's create_queue), and PostgreSQL may pick one of them as a
 * deadlock victim: that one tries again after a short random pause instead of failing to start.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (i >= attempts || (code !== '40P01' && code !== '40001' && code !== '23505')) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * i));
    }
  }
}

/** A queue that runs nothing: JOBS off. */
export class RecordingJobQueue implements JobQueue {
  readonly running = false;
  readonly sent: JobQueue['sent'] = [];
  readonly handlers = new Map<string, JobHandler>();
  async send(name: string, data: Record<string, unknown>, opts?: SendOptions) {
    this.sent.push({ name, data, ...(opts ? { opts } : {}) });
  }
  work(name: string, handler: JobHandler) {
    this.handlers.set(name, handler);
  }
  schedule() {}
}

/** Defaults of every queue and job: five retries, 10 s apart at first, backing off. */
export const JOB_DEFAULTS = { retryLimit: 5, retryDelaySeconds: 10 } as const;

/** pg-boss's own tables live in this schema, apart from the app's (Drizzle never sees them). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * The pg-boss queue (decision 003), on the app's database. On PostgreSQL with DATABASE_URL it
 * opens a small pool of its own (4 connections) so job polling never waits behind requests; on
 * embedded PGlite (and on a PostgreSQL reached without a URL, as in tests) it runs its SQL through
 * the app's own connection: PGlite has one connection and runs one statement at a time, so
 * polling and maintenance queue up with requests there, which a one-machine site can afford.
 *
 * Lifecycle: `work` and `schedule` only record while the app is built; `start` (the app's
 * onReady) creates the queues, starts the workers and sets the schedules; `stop` (onClose)
 * lets running handlers finish for up to 5 s.
 */
export class PgBossJobQueue implements JobQueue {
  /** Only the recording queue keeps what was sent. */
  readonly sent: JobQueue['sent'] = [];
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules = new Map<string, string>();
  private readonly queues = new Map<string, Promise<void>>();
  private starting: Promise<void> | null = null;
  private started = false;

  constructor(
    private readonly opts: {
      database: Pick<Database, 'execute' | 'executeScript'>;
      /** PostgreSQL only: pg-boss then opens its own pool; without it the app's connection is used. */
      connectionString?: string | undefined;
      log: FastifyBaseLogger;
      /**
       * false (PROCESS_ROLE=web): this process only enqueues; workers, schedules and pg-boss's
       * maintenance run in the worker processes. Default true.
       */
      runWorkers?: boolean;
    },
  ) {
    const { database } = opts;
    const connection: PgBoss.DatabaseOptions = opts.connectionString
      ? { connectionString: opts.connectionString, max: 4, application_name: 'tikiti-jobs' }
      : {
          db: {
            // pg-boss sends its schema changes and locked maintenance as scripts without parameters.
            executeSql: (text: string, values?: unknown[]) =>
              values && values.length > 0 ? database.execute(text, values) : database.executeScript(text),
          },
        };
    this.boss = new PgBoss({
      ...connection,
      schema: JOBS_SCHEMA,
      // Maintenance (expire jobs a crashed process left active, archive, delete) every 2 minutes;
      // finished jobs leave the job table after an hour and are deleted after a week.
      supervise: opts.runWorkers !== false,
      schedule: opts.runWorkers !== false,
      maintenanceIntervalSeconds: 120,
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
    guardUnawaitedJobCompletion((err, method) =>
      opts.log.warn(
        { err },
        `job queue could not record a job as ${method === 'fail' ? 'failed' : 'done'}; it will be retried`,
      ),
    );
  }

  get running(): boolean {
    return this.started;
  }

  /** Whether this process runs job handlers (PROCESS_ROLE all or worker) or only enqueues. */
  get runsWorkers(): boolean {
    return this.opts.runWorkers !== false;
  }

  /** Creates a queue once per process (pg-boss 10 needs it before send, work and schedule). */
  private ensureQueue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = retryOnDeadlock(() =>
        this.boss.createQueue(name, {
          name,
          retryLimit: JOB_DEFAULTS.retryLimit,
          retryDelay: JOB_DEFAULTS.retryDelaySeconds,
          retryBackoff: true,
        }),
      );
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }

  private async startWorker(name: string, handler: JobHandler): Promise<void> {
    await this.ensureQueue(name);
    await this.boss.work<Record<string, unknown>>(name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
      if (!job) return;
      try {
        // The shutdown test's job under way (TIKITI_FAILPOINT=slow-job).
        await slowAt('job');
        await handler(job.data ?? {});
      } catch (err) {
        // pg-boss marks the job failed and retries it; the log says which one and why.
        this.opts.log.error({ err, job: name, jobId: job.id }, 'job failed');
        throw err;
      }
    });
  }

  async start(): Promise<void> {
    this.starting ??= (async () => {
      await this.boss.start();
      if (this.opts.runWorkers === false) {
        this.started = true;
        return;
      }
      for (const [name, handler] of this.handlers) await this.startWorker(name, handler);
      for (const [name, cron] of this.schedules) {
        await this.ensureQueue(name);
        await this.boss.schedule(name, cron, {});
        // pg-boss looks at schedules when it starts and then only every half minute or so; a
        // periodic job also runs once now, so a process that comes up after a crash or
        // downtime expires overdue holds and reconciles payments at once. Handlers are safe
        // to run twice; the singleton key keeps several processes starting together to one.
        await this.boss.send(name, {}, { singletonKey: `${name}:startup`, singletonSeconds: 30 });
      }
      this.started = true;
    })();
    return this.starting;
  }

  async stop(): Promise<void> {
    if (!this.starting) return;
    await this.starting.catch(() => {});
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }

  async send(name: string, data: Record<string, unknown>, opts: SendOptions = {}): Promise<void> {
    if (!this.starting) throw new Error(`The job queue is not started yet (sending '${name}')`);
    await this.starting;
    await this.ensureQueue(name);
    if (opts.singletonKey && (await this.isQueued(name, opts.singletonKey))) return;
    await this.boss.send(name, data, {
      retryLimit: opts.retryLimit ?? JOB_DEFAULTS.retryLimit,
      retryDelay: opts.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
      retryBackoff: true,
      ...(opts.startAfter !== undefined ? { startAfter: opts.startAfter } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
    });
  }

  /** A job of this name and key waits to run (created, or failed and due for a retry). */
  private async isQueued(name: string, key: string): Promise<boolean> {
    const { rows } = await this.opts.database.execute(
      `SELECT 1 FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry') LIMIT 1`,
      [name, key],
    );
    return rows.length > 0;
  }

  work(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job '${name}' is already registered`);
    this.handlers.set(name, handler);
    // Registered after start (not the usual way): start its worker now.
    if (this.started && this.runsWorkers) {
      this.startWorker(name, handler).catch((err: unknown) =>
        this.opts.log.error({ err, job: name }, 'could not start a job worker'),
      );
    }
  }

  schedule(name: string, cron: string): void {
    this.schedules.set(name, cron);
    if (this.started && this.runsWorkers) {
      this.ensureQueue(name)
        .then(() => this.boss.schedule(name, cron, {}))
        .catch((err: unknown) => this.opts.log.error({ err, job: name }, 'could not schedule a job'));
    }
  }
}

export default fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    if (!config.jobs) {
      app.decorate('jobs', new RecordingJobQueue());
      return;
    }
    const queue = new PgBossJobQueue({
      database: app.database,
      runWorkers: config.processRole !== 'web',
      // Its own pool only when the app's database is that URL's (tests hand the app a database).
      connectionString: app.database.engine === 'postgres' ? config.databaseUrl : undefined,
      log: app.log.child({ module: 'jobs' }),
    });
    app.decorate('jobs', queue);
    // Handlers are registered while the app is built; they start once it is ready. onClose
    // hooks run in reverse order, so this one stops the workers before the database closes.
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs' },
);
