import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { DestinationStream } from 'pino';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { authModule, csrfPlugin } from './modules/auth/index.js';
import { catalogueCachePlugin, eventsModule, answerPageRequest, eventHeadTags } from './modules/events/index.js';
import {
  checkoutModule,
  applyRefundUpdate,
  applyWebhookPayment,
  verifyPayment,
  registerCheckoutJobs,
} from './modules/checkout/index.js';
import { hostsModule } from './modules/hosts/index.js';
import { registerCancellationJobs, hostAreaModule } from './modules/host-area/index.js';
import { paymentsModule, paymentsPlugin } from './modules/payments/index.js';
import { applyTransferStatus, finishPayout, registerAdminMoneyJobs, adminModule } from './modules/admin/index.js';
import { ticketsModule, ticketSigner, type TicketSigner } from './modules/tickets/index.js';
import { profileModule } from './modules/profile/index.js';
import { uploadsPlugin, uploadsModule } from './modules/uploads/index.js';
import { LOG_REDACT_PATHS } from './lib/payout-crypto.js';
import { lazyChildLogger, requestForLog } from './lib/request-logger.js';
import { mailPlugin, mailModule, registerOrderMail } from './modules/mail/index.js';
import { smsPlugin, registerSmsJobs } from './modules/sms/index.js';
import { reviewsModule, hostReviewsRoutes, registerReviewJobs } from './modules/reviews/index.js';
import { systemModule, metricsPlugin, operationsPlugin } from './modules/system/index.js';
import openapiPlugin from './plugins/openapi.js';
import { requestIdFor } from './lib/request-id.js';
import dbPlugin from './plugins/db.js';
import devicePlugin from './plugins/device.js';
import adminSessionPlugin from './plugins/admin-session.js';
import errorsPlugin from './plugins/errors.js';
import requestLanguagePlugin from './lib/request-language.js';
import domainEventsPlugin from './plugins/domain-events.js';
import jobsPlugin from './plugins/jobs.js';
import routeTablePlugin from './plugins/route-table.js';
import securityPlugin from './plugins/security.js';
import sessionPlugin from './plugins/session.js';
import spaPlugin from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Signs tickets' QR payloads (modules/tickets/ticket-signing.ts). */
    ticketSigner: TicketSigner;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Close the database when the app closes (the server does; tests share one). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** Requests slower than this are logged at warn. */
const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's two info lines per request cost more than serving a cached catalogue response, so
 * ordinary requests are logged at debug; failed (5xx) and slow ones stay at warn, errors at error.
 */
class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn({ req: request, res: reply, responseTime }, 'request failed');
    else if (responseTime >= SLOW_REQUEST_MS)
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    else reply.log.debug({ res: reply, responseTime }, 'request completed');
  }
}

/** Builds the whole application without listening; tests drive it with `app.inject`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
              ...LOG_REDACT_PATHS,
            ],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            ...(!opts.logStream && config.env === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    logController: new RequestLog(),
    ...(opts.logger === false ? {} : { childLoggerFactory: lazyChildLogger }),
    trustProxy: config.trustProxy,
    // One id per request in every log line and in the X-Request-Id answer header (lib/request-id.ts).
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // On close, end kept-alive connections with no request under way (server.ts does it again
    // while requests under way finish, as their connections go idle).
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First: every later hook, handler and error answer speaks the request's language.
  await app.register(requestLanguagePlugin);
  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  await app.register(operationsPlugin, { config });
  await app.register(domainEventsPlugin);
  await app.register(metricsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(dbPlugin, { database: opts.database, closeOnShutdown: opts.closeDatabase ?? false });
  // Before every other request hook: a repeat of a cached catalogue address needs none of them.
  await app.register(catalogueCachePlugin);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(sessionPlugin);
  await app.register(devicePlugin, { config });
  await app.register(adminSessionPlugin);
  await app.register(csrfPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(jobsPlugin, { config });
  app.decorate('config', config);
  app.decorate('ticketSigner', ticketSigner(config));
  await app.register(paymentsPlugin, { config });
  await app.register(smsPlugin, { config });
  registerCheckoutJobs(app);
  registerCancellationJobs(app);
  registerReviewJobs(app);
  registerAdminMoneyJobs(app);
  registerSmsJobs(app);
  registerOrderMail(app);
  await app.register(uploadsPlugin, { config });

  await app.register(openapiPlugin, { config });

  // One registration per module, from its index.ts (issue 25, item 3): each adds every route it
  // answers, under /api or at the root, the development ones only outside production.
  await app.register(systemModule, { config });
  await app.register(eventsModule, { config });
  await app.register(authModule, { config });
  await app.register(hostsModule, { config });
  // Every /host route is in the host area's group, the host's reviews included (host-area.group.ts).
  await app.register(hostAreaModule, { config, routes: [hostReviewsRoutes] });
  await app.register(reviewsModule, { config });
  await app.register(profileModule, { config });
  await app.register(checkoutModule, { config });
  // Webhooks are applied by the modules that own what they change (decision 024).
  await app.register(paymentsModule, {
    config,
    webhooks: {
      payment: (payment) => applyWebhookPayment(app, payment),
      paymentChanged: (reference) => verifyPayment(app, reference),
      refund: (reference, status, failureReason, only) =>
        applyRefundUpdate(app, reference, status, failureReason, only),
      transfer: (reference, status, failureReason) => finishPayout(app, reference, status, failureReason, null),
      transferStatus: (status) => applyTransferStatus(app, status),
    },
  });
  await app.register(ticketsModule, { config });
  await app.register(adminModule, { config });
  await app.register(uploadsModule, { config });
  await app.register(mailModule, { config });

  await app.register(spaPlugin, {
    distDir: config.webDistDir,
    headFor: (req) => eventHeadTags(app, config, req),
    // The landing pages' first screen is drawn with the catalogue's own copies (decision 031).
    answerPageRequest: (apiPath) => answerPageRequest(app, apiPath),
  });

  return app;
}
