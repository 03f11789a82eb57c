import type { FastifyReply, FastifyRequest } from 'fastify';

/** True for an address or host name only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/**
 * onRequest hook of the development-only routes (/dev/*): they answer only a connection from
 * this machine. The connection's own address decides (`req.socket.remoteAddress`), never
 * `req.ip`, which X-Forwarded-For sets when TRUST_PROXY allows it. Anyone else gets the answer
 * of an address with no route at all.
 */
export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (isLoopbackHost(req.socket.remoteAddress ?? '')) return undefined;
  reply.callNotFound();
  return reply;
}
