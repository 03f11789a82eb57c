import type { FastifyReply, FastifyRequest } from 'fastify';

/** True for an address or host name only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/** The host name of a Host header (without its port), or '' when there is none. */
function hostNameOf(header: string | undefined): string {
  if (!header) return '';
  const h = header.trim();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/, '');
}

/**
 * Whether a request came from this machine: the connection's own address is loopback
 * (`req.socket.remoteAddress`, never `req.ip`, which X-Forwarded-For sets when TRUST_PROXY allows
 * it), and nothing says it was passed on from elsewhere. A tunnel (ngrok, cloudflared) connects
 * from a program on this machine, so its requests arrive on loopback too; they carry the
 * tunnel's public name in Host and the visitor in X-Forwarded-For or Forwarded (decision 037).
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  if (!isLoopbackHost(req.socket.remoteAddress ?? '')) return false;
  const h = req.headers;
  if (h['x-forwarded-for'] || h['forwarded'] || h['x-forwarded-host'] || h['x-real-ip']) return false;
  return isLoopbackHost(hostNameOf(h.host));
}

/**
 * onRequest hook of the development-only routes (/dev/*): they answer only a request from this
 * machine (isLocalRequest). Anyone else gets the answer of an address with no route at all.
 */
export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (isLocalRequest(req)) return undefined;
  reply.callNotFound();
  return reply;
}
