import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type TLocale } from '@tribe/contracts/locale';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pageLocale } from './request-locale.js';

/**
 * The language of the request being answered (decision 026, "API messages"): the `lang` cookie
 * only, as the web's own interface decides, so a refusal is worded in the language the page
 * around it is in. Kept for the whole request in an AsyncLocalStorage, so texts made with
 * `inRequestLanguage()` (lib/messages.ts) answer in it wherever they are read; outside a request
 * (jobs, the CLI, start-up) there is none, and the words are English.
 */
const storage = new AsyncLocalStorage<TLocale>();

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's words (the `lang` cookie, else English). */
    language: TLocale;
  }
}

/** The current request's language, or English outside a request. */
export function currentLanguage(): TLocale {
  return storage.getStore() ?? DEFAULT_LOCALE;
}

/** Runs `fn` with `locale` as the current language (tests, and the errors plugin's own answers). */
export function inLanguage<T>(locale: TLocale, fn: () => T): T {
  return storage.run(locale, fn);
}

/**
 * Sets the language in `onRequest`, before every other hook, and enters it again in
 * `preValidation`: a request body is read from socket events that do not carry the request's
 * async context, so what runs after parsing (validation, the handler) would otherwise have lost it.
 */
export default fp(
  async function requestLanguagePlugin(app: FastifyInstance) {
    app.decorateRequest('language', DEFAULT_LOCALE);
    app.addHook('onRequest', (req, _reply, done) => {
      req.language = pageLocale(req);
      storage.run(req.language, done);
    });
    app.addHook('preValidation', (req, _reply, done) => {
      storage.run(req.language, done);
    });
  },
  { name: 'request-language' },
);
