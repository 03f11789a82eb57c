import { formatEventDateTime, type TEvent } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { shellTexts, type TShellTexts } from './events.shell.texts.js';

/**
 * The first screen of `/`, `/events` (with no filters) and `/events/{id}` written into the HTML (inside `#root`), so a phone
 * paints the header, the headline and the page's largest image as soon as the HTML and the
 * stylesheet have arrived, instead of after the app's script has downloaded and run (about 2 s
 * on Lighthouse's slow phone: docs/performance.md, "First load"). React's `createRoot` clears the
 * root at its first commit and draws the same things in the same places.
 *
 * The markup copies what the app renders at the top of each page (apps/web: header.tsx, logo.tsx,
 * home/hero.tsx, the listing's hero and first card, the event page's header and carousel), with the same Tailwind classes, which the
 * built stylesheet therefore holds. Left out: what depends on the person (sign-in, saved events)
 * or on the script (the carousel's controls, the share button). When the app's markup changes,
 * change this too; events.shell.test.ts checks the parts that matter (image box, sizes, escaping).
 * The words are in the language the `lang` cookie names (events.shell.texts.ts, decision 026).
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Text between tags: quotes need no escaping there ("you'll" stays as the app writes it). */
const escapeText = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** Only site-relative and http(s) images, as the app's image rule (normalizeImageUrl). */
export function shellImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `/${value}`;
}

const ARROW_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4" aria-hidden="true"><path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path></svg>';
const CALENDAR_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4 shrink-0 text-orange-700" aria-hidden="true"><path d="M8 2v4"></path><path d="M16 2v4"></path><rect width="18" height="18" x="3" y="4" rx="2"></rect><path d="M3 10h18"></path></svg>';
const PIN_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4 shrink-0 text-orange-700" aria-hidden="true"><path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle></svg>';

const NAV_LINK =
  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium text-stone-700 outline-none transition-colors hover:bg-stone-100 hover:text-stone-950 focus-visible:ring-2 focus-visible:ring-orange-600';

const LOGO_SVG =
  '<svg aria-hidden="true" viewBox="0 0 32 32" class="size-8 shrink-0"><rect width="32" height="32" rx="9" fill="#c2410c"></rect><path d="M9 11.5A1.5 1.5 0 0 1 10.5 10h11a1.5 1.5 0 0 1 1.5 1.5v2.25a2.25 2.25 0 0 0 0 4.5v2.25a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 9 20.5v-2.25a2.25 2.25 0 0 0 0-4.5z" fill="#fff"></path><path d="M18.5 11.5v9" stroke="#c2410c" stroke-width="1.25" stroke-dasharray="1.5 1.5"></path></svg>';

/**
 * The site header: logo and the wide screens' links (the account controls come with the app).
 * `data-shell` marks the server-written first screen until React replaces it (the browser tests
 * wait for it to go before they act on the page).
 */
const header = (t: TShellTexts) =>
  `<header data-shell="" class="sticky top-0 z-40 h-16 border-b border-stone-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80"><div class="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-6 lg:px-8"><a class="inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2 text-stone-950 mr-2" href="/">${LOGO_SVG}Tikiti</a><nav aria-label="${escapeHtml(t.mainNav)}" class="hidden md:block"><ul class="flex items-center gap-1"><li><a class="${NAV_LINK}" href="/events">${escapeHtml(t.discoverEvents)}</a></li><li><a class="${NAV_LINK}" href="/auth/signup?type=host">${escapeHtml(t.hostEvents)}</a></li></ul></nav></div></header>`;

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2 h-12 px-6 text-base px-3 text-[15px] whitespace-nowrap sm:px-6 sm:text-base';

/** `/`: the hero with its headline, its two buttons and the first top event's image. */
export function homeShell(
  event: Pick<TEvent, 'title' | 'imageUrl' | 'location' | 'externalId'>,
  locale: TLocale = 'en',
): string | null {
  const t = shellTexts(locale);
  const image = shellImageUrl(event.imageUrl);
  if (!image) return null;
  const href = `/events/${encodeURIComponent(event.externalId)}`;
  const place = event.location
    ? `<p class="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-white/90"><span class="inline-flex items-center gap-1.5">${escapeHtml(event.location)}</span></p>`
    : '';
  return (
    header(t) +
    `<main id="main-content"><section data-section="hero" class="relative overflow-hidden bg-gradient-to-b from-orange-50 via-stone-50 to-stone-50">` +
    `<div class="relative mx-auto grid max-w-7xl items-center gap-8 px-4 pt-8 pb-10 sm:pt-12 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-8 lg:pt-16 lg:pb-16"><div>` +
    `<p class="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold tracking-wide text-orange-800 uppercase ring-1 ring-orange-200"><span aria-hidden="true" class="size-1.5 rounded-full bg-orange-600"></span>${escapeHtml(t.eventsAcrossKenya)}</p>` +
    `<h1 class="mt-4 text-4xl leading-[1.05] font-black tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"><span class="inline-block text-orange-700">${escapeHtml(t.heroWord)}</span> ${escapeText(t.heroRest)}</h1>` +
    `<p class="mt-4 max-w-xl text-base text-stone-600 sm:text-lg">${escapeHtml(t.heroText)}</p>` +
    `<div class="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap"><a class="${BUTTON} bg-orange-700 text-white hover:bg-orange-800" href="/events">${escapeHtml(t.discoverEvents)}</a><a class="${BUTTON} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50" href="/auth/signup?type=host">${escapeHtml(t.createEvent)}</a></div></div>` +
    `<div class="flex flex-col gap-3"><div class="relative aspect-[16/10] overflow-hidden rounded-3xl bg-stone-200 shadow-xl ring-1 ring-stone-900/5"><a class="absolute inset-0 block" href="${escapeHtml(href)}">` +
    `<img alt="" width="960" height="600" loading="eager" fetchpriority="high" decoding="async" class="size-full bg-stone-100 object-cover" src="${escapeHtml(image)}">` +
    `<div class="absolute inset-0 bg-gradient-to-t from-stone-950/85 via-stone-950/25 to-transparent"></div>` +
    `<div class="absolute inset-x-0 bottom-0 p-5 text-white sm:p-6"><p class="inline-flex items-center gap-1.5 rounded-full bg-orange-700 px-2.5 py-1 text-xs font-semibold">${escapeHtml(t.trending)}</p><h2 class="mt-2 line-clamp-2 text-xl font-bold text-balance sm:text-2xl">${escapeHtml(event.title)}</h2>${place}</div>` +
    `</a></div></div></div></section></main>`
  );
}

/** `/events/{id}`: the back link, title, date and place, and the main image in the carousel's box. */
export function eventShell(
  event: Pick<TEvent, 'title' | 'imageUrl' | 'location' | 'eventType' | 'startDate' | 'timeZone'>,
  locale: TLocale = 'en',
): string | null {
  const t = shellTexts(locale);
  const image = shellImageUrl(event.imageUrl);
  if (!image) return null;
  // A recurring event or one of several shows words its dates in the app; the line keeps its place.
  const when =
    event.eventType === 'one-off' && event.startDate
      ? formatEventDateTime(event.startDate, event.timeZone, locale)
      : '';
  const line = (icon: string, text: string) =>
    `<li class="flex items-center gap-2">${text ? icon : '<span class="size-4 shrink-0"></span>'}<span>${escapeHtml(text) || '&nbsp;'}</span></li>`;
  return (
    header(t) +
    `<main id="main-content" class="mx-auto max-w-6xl px-4 pb-16 pt-4 sm:pt-6">` +
    `<a class="inline-flex items-center gap-1.5 rounded-full py-1 text-sm font-medium text-stone-600 hover:text-stone-900" href="/events">${ARROW_ICON}${escapeHtml(t.allEvents)}</a>` +
    `<div class="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]"><article class="min-w-0"><div class="flex items-start justify-between gap-4"><div class="h-10"></div></div>` +
    `<h1 class="mt-4 text-3xl font-bold leading-tight tracking-tight text-stone-900 sm:text-4xl">${escapeHtml(event.title)}</h1>` +
    `<ul class="mt-3 space-y-1.5 text-sm text-stone-700 lg:hidden">${line(CALENDAR_ICON, when)}${line(PIN_ICON, event.location ?? '')}</ul>` +
    `<div class="mt-6"><div class="group relative aspect-[16/9] w-full overflow-hidden rounded-2xl bg-stone-200 shadow-sm">` +
    `<img alt="${escapeHtml(event.title)}" width="1200" height="675" loading="eager" fetchpriority="high" decoding="async" class="size-full select-none object-cover" src="${escapeHtml(image)}">` +
    `</div></div></article></div></main>`
  );
}

/**
 * `/events` with no filters: the listing's hero (its search box is a plain form, which works
 * before the script runs), the count, and the first card's image and title.
 */
export function listingShell(
  first: Pick<TEvent, 'title' | 'imageUrl' | 'externalId'>,
  total: number,
  locale: TLocale = 'en',
): string | null {
  const t = shellTexts(locale);
  const image = shellImageUrl(first.imageUrl);
  if (!image) return null;
  const href = `/events/${encodeURIComponent(first.externalId)}`;
  return (
    header(t) +
    `<main><section class="relative isolate overflow-hidden bg-stone-900 text-white"><div aria-hidden="true" class="absolute inset-0 -z-10 bg-[radial-gradient(60rem_28rem_at_85%_-10%,rgba(234,88,12,0.45),transparent_60%),radial-gradient(40rem_20rem_at_0%_120%,rgba(194,65,12,0.35),transparent_60%)]"></div>` +
    `<div class="mx-auto max-w-7xl px-4 pt-7 pb-8 sm:px-6 sm:pt-14 sm:pb-16 lg:px-8"><p class="text-sm font-semibold tracking-wider text-orange-300 uppercase">${escapeHtml(t.discover)}</p>` +
    `<h1 class="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">${escapeHtml(t.listingTitle)}</h1>` +
    `<p class="mt-3 max-w-2xl text-base text-stone-300 sm:text-lg">${escapeHtml(t.listingText)}</p>` +
    `<div class="mt-7"><form role="search" action="/events" class="relative flex w-full max-w-2xl items-center"><label for="listing-search-shell" class="sr-only">${escapeHtml(t.searchLabel)}</label>` +
    `<input id="listing-search-shell" name="q" type="search" maxlength="200" placeholder="${escapeHtml(t.searchPlaceholder)}" class="h-14 w-full rounded-full border-0 bg-white pl-11 text-[15px] text-stone-900 shadow-lg shadow-black/20 ring-1 ring-stone-200 placeholder:text-stone-500 sm:pl-13 sm:text-base pr-4 sm:pr-28"></form></div></div></section>` +
    `<div class="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:items-start lg:gap-10 lg:px-8 lg:py-10"><div class="hidden lg:block"></div><section class="min-w-0">` +
    `<div class="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"><div class="flex min-h-10 items-center gap-2"><h2 class="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">${escapeHtml(t.eventsFound(total))}</h2></div><div class="h-10"></div></div>` +
    `<div class="mt-6"><ul class="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 [&amp;&gt;li]:min-w-0"><li><article class="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"><a class="flex flex-1 flex-col rounded-2xl" href="${escapeHtml(href)}">` +
    `<div class="relative aspect-video overflow-hidden bg-stone-100"><img alt="${escapeHtml(first.title)}" width="640" height="360" loading="eager" fetchpriority="high" decoding="async" class="size-full bg-stone-100 object-cover" src="${escapeHtml(image)}"></div>` +
    `<div class="flex flex-1 flex-col gap-2 p-4"><h3 class="line-clamp-2 text-lg font-semibold text-stone-900">${escapeHtml(first.title)}</h3></div>` +
    `</a></article></li></ul></div></section></div></main>`
  );
}
