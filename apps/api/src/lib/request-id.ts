import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id arrives in from a proxy and is echoed back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a forwarded id may look like: short, no spaces or control characters (it goes in logs). */
const USABLE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's `genReqId`: the proxy's X-Request-Id when it is a plausible id (so one id follows a
 * request from Caddy through the logs), otherwise a new random UUID. Never derived from anything
 * about the person (address, session, account).
 */
export function requestIdFor(req: IncomingMessage): string {
  const forwarded = req.headers[REQUEST_ID_HEADER];
  return typeof forwarded === 'string' && USABLE_ID.test(forwarded) ? forwarded : randomUUID();
}
