import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';

/** The ticket check-in page, the only page that may use the camera (to scan tickets). */
export const CAMERA_PAGE = '/host/validate-tickets';

const POSTHOG_CLOUD = /^https:\/\/(us|eu)(?:-assets)?\.i\.posthog\.com$/;

/**
 * Where PostHog's script and API live. PostHog Cloud serves its lazily loaded scripts from a
 * separate assets host (`https://eu-assets.i.posthog.com` for `https://eu.i.posthog.com`); a
 * self-hosted or proxied PostHog serves everything from its own origin.
 */
export function posthogOrigins(host: string): string[] {
  const origin = new URL(host).origin;
  const cloud = POSTHOG_CLOUD.exec(origin);
  if (!cloud) return [origin];
  return [`https://${cloud[1]}.i.posthog.com`, `https://${cloud[1]}-assets.i.posthog.com`];
}

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy for the configuration: the app's own origin only, plus each
 * outside service exactly when its keys are configured (decision 008). Event images may be any
 * https URL a host entered, so images are the one open source.
 */
export function cspDirectives(config: AppConfig): Directives {
  const d: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Radix dialogs add <style> elements to lock scrolling; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  const add = (directive: string, ...sources: string[]) => {
    const list = d[directive]!;
    if (list[0] === "'none'") list.length = 0;
    for (const s of sources) if (!list.includes(s)) list.push(s);
  };

  if (config.posthog) {
    const origins = posthogOrigins(config.posthog.host);
    add('script-src', ...origins);
    add('connect-src', ...origins);
  }
  if (config.googleMapsApiKey) {
    add('script-src', 'https://maps.googleapis.com', 'https://maps.gstatic.com');
    // The places search of the host's event form (PlaceAutocompleteElement) asks the Places API.
    add('connect-src', 'https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://places.googleapis.com');
    add('img-src', 'https://maps.googleapis.com', 'https://maps.gstatic.com');
    add('style-src', 'https://fonts.googleapis.com');
    add('font-src', 'https://fonts.gstatic.com');
    add('worker-src', 'blob:');
  }
  if (config.paystack) {
    add('script-src', 'https://js.paystack.co');
    add('frame-src', 'https://js.paystack.co', 'https://checkout.paystack.com');
    add('connect-src', new URL(config.paystack.baseUrl).origin);
  }
  if (isHttps(config)) d['upgrade-insecure-requests'] = [];
  return d;
}

const isHttps = (config: AppConfig) => config.publicUrl.startsWith('https://');

/** Whether a request address (path, optionally with its query) is the ticket check-in page. */
export function isCameraPage(url: string): boolean {
  // Nearly every request is for another address: rule those out before splitting anything.
  if (url.length < CAMERA_PAGE.length || url.slice(0, CAMERA_PAGE.length).toLowerCase() !== CAMERA_PAGE) return false;
  return (url.split('?')[0] ?? '').replace(/\/+$/, '').toLowerCase() === CAMERA_PAGE;
}

/**
 * Permissions-Policy of a response: the camera only on the check-in page; location for the app
 * itself on every page (the event form's "Use my current location" is reached by client-side
 * navigation from any page, and the browser still asks the person); nothing else powerful.
 */
export function permissionsPolicy(url: string): string {
  const camera = isCameraPage(url) ? 'camera=(self)' : 'camera=()';
  return `${camera}, microphone=(), geolocation=(self)`;
}

/**
 * helmet's options: the CSP above, HSTS only when the public address is https (over plain http
 * the header is ignored by browsers and would pin nothing), and a referrer policy that keeps our
 * own path in same-origin requests (view tracking reads it).
 */
export function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers @fastify/helmet sets with these options, asked of the plugin itself once, on a
 * private instance. Its output does not depend on the request (every directive is a fixed
 * string), yet the plugin builds helmet's middleware again for each request, re-parsing the
 * policy: a sixth of the server's time on a cached catalogue response.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(fastifyHelmet, options);
    // What helmet wrote onto the response before any handler ran, and nothing of Fastify's own.
    probe.get('/', (_req, reply) => reply.send(reply.raw.getHeaders()));
    const written: unknown = (await probe.inject('/')).json();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(written as Record<string, unknown>)) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a ${typeof value}, not a string`);
      headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer to `url` carries (the catalogue's early answers copy them). */
    securityHeaders(url: string): Readonly<Record<string, string>>;
  }
}

/**
 * Security headers on every response: helmet's (see `helmetOptions`) and the Permissions-Policy.
 * Both depend only on the configuration and on whether the address is the check-in page, so the
 * two sets are computed at start-up and one hook copies the right one onto each reply.
 */
export default fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const helmet = await helmetHeaders(helmetOptions(config));
    const everywhere = Object.freeze({ ...helmet, 'permissions-policy': permissionsPolicy('/') });
    const cameraPage = Object.freeze({ ...helmet, 'permissions-policy': permissionsPolicy(CAMERA_PAGE) });
    const securityHeaders = (url: string) => (isCameraPage(url) ? cameraPage : everywhere);
    app.decorate('securityHeaders', securityHeaders);
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(securityHeaders(req.url));
      done();
    });
  },
  { name: 'security' },
);
