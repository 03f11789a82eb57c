import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from './loopback.js';

/**
 * The address every per-address limit counts (decision 038): an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4), an IPv6 address as its /64 network, since one home or
 * one phone is given a whole /64 and picks addresses in it at will. Loopback stays as it is
 * (the limits leave it out: a proxy on this machine, the tests). Anything else is kept as given.
 */
export function addressKey(ip: string): string {
  const a = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1]!;
  if (isIPv4(a) || !isIPv6(a) || isLoopbackHost(a)) return a;
  return `${ipv6Groups(a).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros (an embedded IPv4 as two). */
function ipv6Groups(a: string): string[] {
  let s = a.replace(/%.*$/, '');
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (v4) {
    const [p, q, r, t] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    s = s.slice(0, -v4[1]!.length) + `${((p << 8) | q).toString(16)}:${((r << 8) | t).toString(16)}`;
  }
  const [head, tail] = s.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16).toString(16));
}

/** The request's address as the limits count it (`req.ip`, which TRUST_PROXY decides). */
export const clientAddress = (req: FastifyRequest): string => addressKey(req.ip);
