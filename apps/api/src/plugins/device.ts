import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';

/**
 * The browser's device id: a random 128-bit id in a signed, HttpOnly cookie that lasts a year.
 * It names a browser, not a person, and proves nothing on its own (anyone can start without
 * one); limits use it so that one browser's history counts against that browser (holds per
 * buyer, a known device at sign-in). Stateless: nothing is stored until a limit counts it.
 */
export const DEVICE_COOKIE = 'tikiti_device';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The device id the request's signed cookie carries, or null (absent, unsigned or tampered). */
    deviceId(): string | null;
  }
  interface FastifyReply {
    /** The request's device id, minting one and setting its cookie when the request had none. */
    ensureDeviceId(): string;
  }
}

/** The id inside a signed device cookie value, or null. */
function readDeviceId(req: FastifyRequest): string | null {
  const raw = req.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value && DEVICE_ID.test(unsigned.value) ? unsigned.value : null;
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const secure = config.publicUrl.startsWith('https://');
    app.decorateRequest('deviceId', function (this: FastifyRequest) {
      return readDeviceId(this);
    });
    app.decorateReply('ensureDeviceId', function (this: FastifyReply) {
      const known = readDeviceId(this.request);
      if (known) return known;
      const id = randomBytes(16).toString('base64url');
      this.setCookie(DEVICE_COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        signed: true,
        maxAge: DEVICE_MAX_AGE_SECONDS,
      });
      // A second call in the same request must answer the same id.
      this.request.cookies[DEVICE_COOKIE] = this.signCookie(id);
      return id;
    });
  },
  { name: 'device', dependencies: ['@fastify/cookie'] },
);
