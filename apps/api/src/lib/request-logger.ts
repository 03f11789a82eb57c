import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/** pino's level numbers, when the parent is a pino logger (silent is Infinity). */
const levelValues = (logger: FastifyBaseLogger) =>
  (logger as { levels?: { values?: Record<string, number> } }).levels?.values;

/**
 * A request's logger that becomes a real child logger on its first line at an enabled level.
 * Fastify makes a child for every request, and pino's `child()` runs the request id through the
 * redaction paths: ~4% of the server's time on a cached catalogue response, which at the default
 * `info` level writes no line at all.
 */
export class RequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }

  get level(): string {
    return this.made?.level ?? this.opts.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  /** Whether a line at `level` would be written; true when the levels are unknown. */
  enabled(level: Level): boolean {
    const values = levelValues(this.parent);
    const wanted = values?.[level];
    const current = values?.[this.level];
    return wanted === undefined || current === undefined || wanted >= current;
  }

  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
}

for (const level of LEVELS) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value: function (this: RequestLogger, ...args: unknown[]) {
      if (level === 'silent' || !this.enabled(level)) return;
      const logger = (this as unknown as { logger: FastifyBaseLogger }).logger;
      (logger[level] as (...a: unknown[]) => void).apply(logger, args);
    },
  });
}

/** Fastify's `childLoggerFactory`: request loggers made on first use (see RequestLogger). */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, opts) =>
  new RequestLogger(logger, bindings, opts);

/**
 * What a log line says about a request: the method and the matched route pattern
 * (`/api/feedback/:token`, not the token), or the path without its query for unmatched ones. No
 * headers, no client address, no query values: those can hold an email address, a token or a
 * code, and logs are kept longer and read more widely than the database.
 */
export function requestForLog(req: { method: string; url: string; routeOptions?: { url?: string | undefined } }) {
  const route = req.routeOptions?.url;
  if (route) return { method: req.method, url: route };
  const q = req.url.indexOf('?');
  return { method: req.method, url: q === -1 ? req.url : `${req.url.slice(0, q)}?…` };
}
