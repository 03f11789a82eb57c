import { DEFAULT_LOCALE, localeFromAcceptLanguage, localeFromCookie, type TLocale } from '@tribe/contracts/locale';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request asks for (decision 026): a `locale` the body names, else the `lang`
 * cookie the web sets when someone picks a language, else Accept-Language, else English.
 */
export function requestLocale(req: Pick<FastifyRequest, 'headers'>, named?: TLocale): TLocale {
  return (
    named ??
    localeFromCookie(req.headers.cookie) ??
    localeFromAcceptLanguage(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}
