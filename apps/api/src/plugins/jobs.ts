import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';

/**
 * Background work (decision 003): hold expiry, payment reconciliation, refunds, mail, the
 * sandbox's simulated webhooks. Modules register handlers with `app.jobs.work(name, handler)`
 * and periodic ones with `app.jobs.schedule(name, cron)` while the app is built; they enqueue
 * with `app.jobs.send`. Every handler must be safe to run twice (a job is retried after a crash).
 *
 * With JOBS off (the default under NODE_ENV=test) nothing runs by itself: `send` only records
 * the job in `sent`, so API tests call the handlers (exported service functions) directly and
 * assert what was enqueued.
 */
export interface SendOptions {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /** At most one queued job with this key (e.g. one confirmation mail per order). */
  singletonKey?: string;
  retryLimit?: number;
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

export default fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    // The pg-boss queue replaces this when config.jobs is on (to be wired: see decision 003).
    void config;
    app.decorate('jobs', new RecordingJobQueue());
  },
  { name: 'jobs' },
);
