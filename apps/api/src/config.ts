import { existsSync } from 'node:fs';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback.js';
import { parseTicketSigningKey } from './lib/ticket-signing-key.js';

/** Fastify's `trustProxy` forms; a hop count becomes a function (the typings take no number). */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** A 32-byte key written as 64 hex characters or as base64; null when it is neither. */
export function parseKey32(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ message: `must be a URL (${what})` }).optional());

/** The session secret outside production when none is set: public (it is in this file). */
export const DEV_SESSION_SECRET = 'development-only-session-secret-change-me-0000';

/** Whether a URL names this machine only (its host is loopback); false for junk. */
function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Every setting the server reads, validated once at start-up. A bad value stops the process
 * with a message naming the variable (see `loadConfig`). Documented in .env.example and README.
 */
export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
    /** Interface to listen on; default 127.0.0.1 (this machine only), 0.0.0.0 in production. */
    HOST: optionalString,
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    PUBLIC_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
      .pipe(z.url({ message: 'must be an absolute URL like https://tikiti.example' }).optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Tikiti <no-reply@tikiti.local>'),
    PAYSTACK_SECRET_KEY: optionalString,
    PAYSTACK_PUBLIC_KEY: optionalString,
    PAYSTACK_BASE_URL: optionalUrl('Paystack API base URL').default('https://api.paystack.co'),
    /** M-Pesa straight from Safaricom (Daraja STK push, decision 025): all four, or none. */
    DARAJA_CONSUMER_KEY: optionalString,
    DARAJA_CONSUMER_SECRET: optionalString,
    DARAJA_SHORTCODE: optionalString.pipe(
      z
        .string()
        .regex(/^\d{5,7}$/, 'must be the Paybill or Till number (5 to 7 digits; the sandbox is 174379)')
        .optional(),
    ),
    DARAJA_PASSKEY: optionalString,
    DARAJA_BASE_URL: optionalUrl('Daraja API base URL').default('https://sandbox.safaricom.co.ke'),
    /** A Paybill buyers may pay by hand after a failed prompt (the order reference as account number). */
    DARAJA_PAYBILL_FALLBACK: optionalString.pipe(
      z
        .string()
        .regex(/^\d{5,7}$/, 'must be a Paybill number (5 to 7 digits)')
        .optional(),
    ),
    /** Refunds of Daraja payments by B2C: all three, or none (refunds are then sent by hand). */
    DARAJA_B2C_SHORTCODE: optionalString.pipe(
      z
        .string()
        .regex(/^\d{5,7}$/, 'must be the B2C shortcode (5 to 7 digits)')
        .optional(),
    ),
    DARAJA_B2C_INITIATOR_NAME: optionalString,
    DARAJA_B2C_SECURITY_CREDENTIAL: optionalString,
    /** Development only: run a fake Daraja on loopback in this process (payments/daraja-fake.ts). */
    DARAJA_FAKE: z
      .enum(['0', '1', 'true', 'false'], { message: 'must be 1 or 0' })
      .optional()
      .transform((v) => v === '1' || v === 'true'),
    /**
     * Africa's Talking SMS (decision 027): username and API key together, or neither (then SMS
     * go to the dev outbox outside production, and nowhere in production). 'sandbox' with
     * AT_BASE_URL=https://api.sandbox.africastalking.com for their simulator.
     */
    AT_USERNAME: optionalString,
    AT_API_KEY: optionalString,
    /** The registered sender id or short code the SMS come from; unset: Africa's Talking's default. */
    AT_SENDER_ID: optionalString,
    AT_BASE_URL: optionalUrl("Africa's Talking API base URL").default('https://api.africastalking.com'),
    /** Ticket SMS on or off; default: on, except in production without Africa's Talking keys. */
    SMS_ENABLED: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER_URL: optionalUrl('OpenID Connect issuer').default('https://accounts.google.com'),
    POSTHOG_API_KEY: optionalString,
    POSTHOG_HOST: optionalUrl('PostHog host'),
    GOOGLE_MAPS_API_KEY: optionalString,
    /**
     * 32-byte key (64 hex characters, or base64) that encrypts hosts' payout details at rest.
     * Required in production; in development one is generated into DATA_DIR on first use.
     */
    PAYOUT_ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .refine((v) => parseKey32(v) !== null, 'must be 32 bytes as 64 hex characters or base64 (openssl rand -hex 32)')
        .optional(),
    ),
    /**
     * Ed25519 private key that signs tickets' QR codes (PEM, or base64 of the PEM or of PKCS8
     * DER). Every server process must have the same one. Required in production; in development
     * one is generated into DATA_DIR.
     */
    TICKET_SIGNING_KEY: optionalString.pipe(
      z
        .string()
        .refine(
          (v) => parseTicketSigningKey(v) !== null,
          'must be an Ed25519 private key (openssl genpkey -algorithm ed25519), as PEM or base64',
        )
        .optional(),
    ),
    /** Minutes places stay held while a buyer pays. */
    CHECKOUT_HOLD_MINUTES: z.coerce
      .number({ message: 'must be a number of minutes' })
      .int()
      .min(1, 'must be at least 1')
      .max(60, 'must be at most 60')
      .default(10),
    /** Background jobs (hold expiry, reconciliation, mail, refunds) in this process: true or false. */
    JOBS: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
    /**
     * What this process does (decision 020): `all` (default) serves requests and runs background
     * jobs; `web` serves requests and only enqueues jobs; `worker` runs jobs (and answers the
     * probes and /metrics). `web` and `worker` need DATABASE_URL: they share a PostgreSQL.
     */
    PROCESS_ROLE: z.enum(['all', 'web', 'worker'], { message: 'must be all, web or worker' }).default('all'),
    /** Server processes started by this one through node:cluster (1: just this process). */
    WEB_CONCURRENCY: z.coerce
      .number({ message: 'must be a number of processes' })
      .int()
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .default(1),
    /** Bearer token for GET /metrics; without it /metrics answers only requests from this machine. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Seconds a stopping process gives in-flight requests and running jobs before it exits anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int()
      .min(1, 'must be at least 1')
      .max(300, 'must be at most 300')
      .default(25),
    /**
     * Event-loop delay (milliseconds, averaged over a second) above which requests are answered
     * 503 with Retry-After instead of queueing up; 0 turns the check off.
     */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(0, 'must be 0 (off) or more')
      .default(1000),
    /** `true`: load the demo catalogue and demo accounts into an empty database (never in production). */
    DEMO_DATA: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
    /**
     * Whose X-Forwarded-For to believe for the client address (rate limits, logs): `false`
     * (default: nobody, the connection's address counts), `true` (any proxy), a hop count, or a
     * comma-separated list of proxy addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx): TrustProxy => {
        if (!v || v === 'false' || v === '0') return false;
        if (v === 'true') return true;
        if (/^\d+$/.test(v)) {
          const hops = Number(v);
          return (_address: string, hop: number) => hop < hops;
        }
        const list = v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (
          list.every(
            (s) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s) || ['loopback', 'linklocal', 'uniquelocal'].includes(s),
          )
        )
          return list;
        ctx.addIssue({
          code: 'custom',
          message: 'must be false, true, a hop count, or a comma-separated list of proxy addresses/CIDRs',
        });
        return z.NEVER;
      }),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // The development secret is in this repository: whoever knows it can make session, device
    // and callback signatures. Fine on this machine; never once the server faces others (a HOST
    // beyond loopback, or a tunnel named by PUBLIC_URL) (issue 24, decision 037).
    const defaultSecret = !env.SESSION_SECRET || env.SESSION_SECRET === DEV_SESSION_SECRET;
    if (env.NODE_ENV === 'development' && defaultSecret) {
      const publicHost = env.HOST && !isLoopbackHost(env.HOST) ? `HOST=${env.HOST}` : null;
      const publicUrl = env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL) ? `PUBLIC_URL=${env.PUBLIC_URL}` : null;
      const exposed = publicHost ?? publicUrl;
      if (exposed)
        ctx.addIssue({
          code: 'custom',
          path: ['SESSION_SECRET'],
          message: `must be set to a long random value of your own when the server is reachable from elsewhere (${exposed}): the development default is public, so anyone could sign sessions and cookies (e.g. SESSION_SECRET=$(openssl rand -hex 32))`,
        });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL?.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "must be set to the site's https:// address when NODE_ENV=production (secure cookies, HSTS, and the links in emails and payment callbacks)",
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when NODE_ENV=production (sign-up and password-reset codes are sent by email)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PAYOUT_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_ENCRYPTION_KEY'],
        message: "is required when NODE_ENV=production (hosts' payout details are encrypted with it)",
      });
    }
    if (env.NODE_ENV === 'production' && !env.PAYSTACK_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message: 'is required when NODE_ENV=production (the offline sandbox takes no real payments)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.TICKET_SIGNING_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TICKET_SIGNING_KEY'],
        message: 'is required when NODE_ENV=production (every server process must sign tickets with the same key)',
      });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'above 1 needs DATABASE_URL (the embedded database belongs to one process)',
      });
    }
    if (env.PROCESS_ROLE !== 'all' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROCESS_ROLE'],
        message: 'web or worker needs DATABASE_URL (the processes share one PostgreSQL)',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with the other Google sign-in setting',
      });
    }
    const daraja = ['DARAJA_CONSUMER_KEY', 'DARAJA_CONSUMER_SECRET', 'DARAJA_SHORTCODE', 'DARAJA_PASSKEY'] as const;
    const darajaSet = daraja.filter((name) => env[name]);
    if (darajaSet.length > 0 && darajaSet.length < daraja.length) {
      for (const name of daraja.filter((n) => !env[n]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with ${darajaSet.join(', ')} (Daraja needs all four)`,
        });
    }
    const b2c = ['DARAJA_B2C_SHORTCODE', 'DARAJA_B2C_INITIATOR_NAME', 'DARAJA_B2C_SECURITY_CREDENTIAL'] as const;
    const b2cSet = b2c.filter((name) => env[name]);
    if (b2cSet.length > 0 && b2cSet.length < b2c.length) {
      for (const name of b2c.filter((n) => !env[n]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with ${b2cSet.join(', ')} (B2C refunds need all three)`,
        });
    }
    if (b2cSet.length > 0 && darajaSet.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: [b2cSet[0]!],
        message: 'needs Daraja (DARAJA_CONSUMER_KEY and the others): B2C refunds go through it',
      });
    }
    if (env.DARAJA_FAKE && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['DARAJA_FAKE'], message: 'is for development only' });
    }
    if (env.DARAJA_FAKE && darajaSet.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['DARAJA_FAKE'],
        message: 'cannot be used with DARAJA_CONSUMER_KEY and the others (the fake brings its own)',
      });
    }
    if (env.DARAJA_PAYBILL_FALLBACK && darajaSet.length === 0 && !env.DARAJA_FAKE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DARAJA_PAYBILL_FALLBACK'],
        message: 'needs Daraja (DARAJA_CONSUMER_KEY and the others): the Paybill payment is settled through it',
      });
    }
    if (Boolean(env.AT_USERNAME) !== Boolean(env.AT_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.AT_USERNAME ? 'AT_API_KEY' : 'AT_USERNAME'],
        message: "must be set together with the other Africa's Talking setting (AT_USERNAME, AT_API_KEY)",
      });
    }
    if (env.AT_SENDER_ID && !env.AT_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AT_SENDER_ID'],
        message: "needs AT_USERNAME and AT_API_KEY (it is the sender of Africa's Talking's SMS)",
      });
    }
    if (env.NODE_ENV === 'production' && env.SMS_ENABLED === true && !env.AT_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_ENABLED'],
        message: '=true needs AT_USERNAME and AT_API_KEY when NODE_ENV=production (there is no dev outbox there)',
      });
    }
    if (Boolean(env.PAYSTACK_SECRET_KEY) !== Boolean(env.PAYSTACK_PUBLIC_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PAYSTACK_SECRET_KEY ? 'PAYSTACK_PUBLIC_KEY' : 'PAYSTACK_SECRET_KEY'],
        message: 'must be set together with the other Paystack key',
      });
    }
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  paystack: { secretKey: string; publicKey: string; baseUrl: string } | undefined;
  /** Daraja for M-Pesa (cards stay with Paystack or the sandbox); undefined: M-Pesa as cards go. */
  daraja:
    | {
        consumerKey: string;
        consumerSecret: string;
        shortcode: string;
        passkey: string;
        baseUrl: string;
        paybillFallback: string | undefined;
        b2c: { shortcode: string; initiatorName: string; securityCredential: string } | undefined;
      }
    | undefined;
  /** Start a fake Daraja on loopback and take M-Pesa through it (development only). */
  darajaFake: boolean;
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  /**
   * Ticket SMS (decision 027): off, or on through Africa's Talking (`africasTalking`) or, without
   * its keys outside production, into the dev outbox.
   */
  sms: {
    enabled: boolean;
    africasTalking: { username: string; apiKey: string; senderId: string | undefined; baseUrl: string } | undefined;
  };
  posthog: { apiKey: string; host: string } | undefined;
  googleMapsApiKey: string | undefined;
  /** The configured payout key; undefined outside production means "generate one" (lib/payout-crypto.ts). */
  payoutEncryptionKey: Buffer | undefined;
  /** The configured ticket-signing key; undefined outside production means "generate one" (modules/tickets). */
  ticketSigningKey: KeyObject | undefined;
  /** How long places stay held while the buyer pays. */
  holdMinutes: number;
  /** Run background jobs (pg-boss) in this process. Off by default under NODE_ENV=test. */
  jobs: boolean;
  demoData: boolean;
  logLevel: string;
  webDistDir: string;
  /** Fastify's `trustProxy`: whose X-Forwarded-For decides `req.ip`. */
  trustProxy: TrustProxy;
  /** all: requests and jobs; web: requests (jobs only enqueued); worker: jobs. */
  processRole: 'all' | 'web' | 'worker';
  /** Processes forked by node:cluster (1: none). */
  webConcurrency: number;
  metricsToken: string | undefined;
  shutdownTimeoutMs: number;
  /** 0: no load shedding. */
  maxEventLoopDelayMs: number;
}

/**
 * The start-up warning for a development server that listens beyond this machine (one line), or
 * null: outside production, the demo accounts, the outbox and the sandbox answer whoever reaches it.
 */
export function exposureWarning(config: Pick<AppConfig, 'env' | 'host'>): string | null {
  if (config.env === 'production' || isLoopbackHost(config.host)) return null;
  return `HOST=${config.host} with NODE_ENV=${config.env}: the demo accounts, the development outbox and the payment sandbox are reachable from the network; set NODE_ENV=production for a public server, or leave HOST unset to listen on 127.0.0.1 only.`;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The checkout's root (relative settings such as DATA_DIR resolve from it): the nearest folder
 * above this file holding `apps/api`, the same whether it runs from `src/` through tsx or
 * compiled into `apps/api/dist/`.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/api/package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}

const repoRoot = findRepoRoot(import.meta.dirname);

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = String(i.path[0] ?? 'environment');
        return `${name} ${i.message}${name in source ? ` (got '${source[name]}')` : ''}`;
      }),
    );
  }
  const e = parsed.data;
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    // Outside production the server answers this machine only unless HOST says otherwise: the
    // demo accounts, the development outbox and the payment sandbox are not for the network.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    // Outside production a fixed development secret keeps sessions across restarts.
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paystack:
      e.PAYSTACK_SECRET_KEY && e.PAYSTACK_PUBLIC_KEY
        ? { secretKey: e.PAYSTACK_SECRET_KEY, publicKey: e.PAYSTACK_PUBLIC_KEY, baseUrl: e.PAYSTACK_BASE_URL! }
        : undefined,
    daraja:
      e.DARAJA_CONSUMER_KEY && e.DARAJA_CONSUMER_SECRET && e.DARAJA_SHORTCODE && e.DARAJA_PASSKEY
        ? {
            consumerKey: e.DARAJA_CONSUMER_KEY,
            consumerSecret: e.DARAJA_CONSUMER_SECRET,
            shortcode: e.DARAJA_SHORTCODE,
            passkey: e.DARAJA_PASSKEY,
            baseUrl: e.DARAJA_BASE_URL!,
            paybillFallback: e.DARAJA_PAYBILL_FALLBACK,
            b2c:
              e.DARAJA_B2C_SHORTCODE && e.DARAJA_B2C_INITIATOR_NAME && e.DARAJA_B2C_SECURITY_CREDENTIAL
                ? {
                    shortcode: e.DARAJA_B2C_SHORTCODE,
                    initiatorName: e.DARAJA_B2C_INITIATOR_NAME,
                    securityCredential: e.DARAJA_B2C_SECURITY_CREDENTIAL,
                  }
                : undefined,
          }
        : undefined,
    darajaFake: e.DARAJA_FAKE,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL! }
        : undefined,
    sms: {
      enabled: e.SMS_ENABLED ?? (e.NODE_ENV !== 'production' || Boolean(e.AT_API_KEY)),
      africasTalking:
        e.AT_USERNAME && e.AT_API_KEY
          ? { username: e.AT_USERNAME, apiKey: e.AT_API_KEY, senderId: e.AT_SENDER_ID, baseUrl: e.AT_BASE_URL! }
          : undefined,
    },
    posthog: e.POSTHOG_API_KEY && e.POSTHOG_HOST ? { apiKey: e.POSTHOG_API_KEY, host: e.POSTHOG_HOST } : undefined,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    payoutEncryptionKey: e.PAYOUT_ENCRYPTION_KEY ? (parseKey32(e.PAYOUT_ENCRYPTION_KEY) ?? undefined) : undefined,
    ticketSigningKey: e.TICKET_SIGNING_KEY ? (parseTicketSigningKey(e.TICKET_SIGNING_KEY) ?? undefined) : undefined,
    holdMinutes: e.CHECKOUT_HOLD_MINUTES,
    jobs: e.JOBS ?? e.NODE_ENV !== 'test',
    demoData: e.NODE_ENV === 'production' ? false : (e.DEMO_DATA ?? true),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(repoRoot, e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    processRole: e.PROCESS_ROLE,
    webConcurrency: e.WEB_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
  };
}
