import type { FastifyReply } from 'fastify';
import { SESSION_REMEMBER_DAYS } from '@tribe/contracts';
import { SESSION_COOKIE } from '../../plugins/session.js';

/**
 * Gives the browser a new session's token: signed, unreadable by scripts, sent on same-site
 * requests; kept SESSION_REMEMBER_DAYS when the person asked to be remembered, else until the
 * browser closes. `secure` on an https site.
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  { secure, rememberMe }: { secure: boolean; rememberMe: boolean },
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    ...(rememberMe ? { maxAge: SESSION_REMEMBER_DAYS * 24 * 3600 } : {}),
  });
}
