import { DEFAULT_LOCALE, localeFromAcceptLanguage, localeFromCookie, type TLocale } from '@tribe/contracts/locale';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request asks for (decision 026): a `locale` the body names, else the `lang`
 * cookie the web sets when someone picks a language, else Accept-Language, else English.
 */
export function requestLocale(req: Pick<FastifyRequest, 'headers'>, named?: TLocale): TLocale {
  return named ?? requestedLocale(req) ?? DEFAULT_LOCALE;
}

/**
 * The language the request itself names (the `lang` cookie, else Accept-Language), or null when
 * it names none: then the account's or the order's language decides.
 */
export function requestedLocale(req: Pick<FastifyRequest, 'headers'>): TLocale | null {
  return localeFromCookie(req.headers.cookie) ?? localeFromAcceptLanguage(req.headers['accept-language']);
}

/**
 * The language of a page the server writes (decision 026): the `lang` cookie only, as the app
 * itself decides (it never follows Accept-Language), so the first screen and the app agree.
 */
export function pageLocale(req: Pick<FastifyRequest, 'headers'>): TLocale {
  return localeFromCookie(req.headers.cookie) ?? DEFAULT_LOCALE;
}
