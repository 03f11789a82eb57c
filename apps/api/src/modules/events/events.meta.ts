import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatEventDateTime, formatEventPrice } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import * as service from './events.service.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const absolute = (publicUrl: string, url: string | null) => {
  if (!url) return `${publicUrl}/og-default.png`;
  if (/^https?:\/\//.test(url)) return url;
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
};

/**
 * Open Graph and Twitter tags for /events/{id}, so a link pasted into WhatsApp, Facebook or X
 * shows the event's title, date, place and image. Crawlers do not run JavaScript, so these
 * must be in the first HTML.
 */
export async function eventHeadTags(
  app: FastifyInstance,
  config: AppConfig,
  req: FastifyRequest,
): Promise<string | null> {
  const m = /^\/events\/([^/?#]+)\/?(?:[?#].*)?$/.exec(req.url);
  if (!m) return null;
  const event = await service.getEvent(app.db, decodeURIComponent(m[1]!)).catch(() => null);
  if (!event) return null;
  const when = event.startDate ? formatEventDateTime(event.startDate, event.timeZone) : null;
  const summary = [when, event.location, formatEventPrice(event)].filter(Boolean).join(' · ');
  const description = `${summary}. ${event.description.replace(/\s+/g, ' ').slice(0, 200)}`.trim();
  const url = `${config.publicUrl}/events/${encodeURIComponent(event.externalId)}`;
  const image = absolute(
    config.publicUrl,
    event.imageUrl && /^(\/|http|images\/)/.test(event.imageUrl) ? event.imageUrl : null,
  );
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Tikiti'],
    ['property', 'og:title', event.title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', event.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'description', description],
  ];
  return [
    `<title>${escapeHtml(event.title)} | Tikiti</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join('\n    ');
}
