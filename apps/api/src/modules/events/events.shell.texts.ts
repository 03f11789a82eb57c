import type { TLocale } from '@tribe/contracts/locale';

/**
 * The words of the server-written first screen (events.shell.ts) and the page's default title,
 * in the language the `lang` cookie names (decision 026). The English are the app's own words
 * (apps/web: header.tsx, home/hero.tsx, listing-hero.tsx, the event page) and index.html's title
 * and description; the Kiswahili are the web's Kiswahili message files' where those hold the same
 * words (events.shell.texts.test.ts checks both), so the app draws the same words over them.
 */
export interface TShellTexts {
  discoverEvents: string;
  hostEvents: string;
  /** The header's navigation landmark (aria-label). */
  mainNav: string;
  eventsAcrossKenya: string;
  /** The home headline's first word (the app toggles it) and the rest of the headline. */
  heroWord: string;
  heroRest: string;
  heroText: string;
  createEvent: string;
  trending: string;
  allEvents: string;
  discover: string;
  listingTitle: string;
  listingText: string;
  searchLabel: string;
  searchPlaceholder: string;
  eventsFound: (total: number) => string;
  /** index.html's `<title>` and description, the tab's words until a page names its own. */
  pageTitle: string;
  pageDescription: string;
}

const EN: TShellTexts = {
  discoverEvents: 'Discover events',
  hostEvents: 'Host events',
  mainNav: 'Main',
  eventsAcrossKenya: 'Events across Kenya',
  heroWord: 'Find',
  heroRest: "experiences you'll love",
  heroText:
    'Concerts, festivals, workshops and meetups happening near you. Grab a ticket in a few taps, or host your own event and sell out.',
  createEvent: 'Create Event',
  trending: 'Trending #1',
  allEvents: 'All events',
  discover: 'Discover',
  listingTitle: 'Find your next favorite event',
  listingText: 'Browse through thousands of events happening across Africa',
  searchLabel: 'Search events',
  searchPlaceholder: 'Search for events, creators, or venues...',
  eventsFound: (total) => `${total} ${total === 1 ? 'event' : 'events'} found`,
  pageTitle: 'Tikiti · Find your next favorite event',
  pageDescription:
    'Discover concerts, festivals, meetups and more across Kenya and Africa. Buy tickets with card or M-Pesa, or reserve a free spot.',
};

const SW_NUMBER = new Intl.NumberFormat('sw-KE');

const SW: TShellTexts = {
  discoverEvents: 'Gundua matukio',
  hostEvents: 'Andaa matukio',
  mainNav: 'Kuu',
  eventsAcrossKenya: 'Matukio kote Kenya',
  heroWord: 'Pata',
  heroRest: 'matukio utakayoyapenda',
  heroText:
    'Tamasha, sherehe, warsha na mikutano karibu nawe. Pata tiketi kwa kugusa mara chache tu, au andaa tukio lako na uuze tiketi zote.',
  createEvent: 'Unda tukio',
  trending: 'Maarufu #1',
  allEvents: 'Matukio yote',
  discover: 'Gundua',
  listingTitle: 'Pata tukio lako lijalo utakalolipenda',
  listingText: 'Vinjari maelfu ya matukio yanayofanyika kote Afrika',
  searchLabel: 'Tafuta matukio',
  searchPlaceholder: 'Tafuta matukio, wasanii au kumbi...',
  eventsFound: (total) => (total === 1 ? 'Tukio 1 limepatikana' : `Matukio ${SW_NUMBER.format(total)} yamepatikana`),
  pageTitle: 'Tikiti · Pata tukio lako lijalo utakalolipenda',
  pageDescription:
    'Gundua tamasha, sherehe, mikutano na mengine mengi kote Kenya na Afrika. Nunua tiketi kwa kadi au M-Pesa, au hifadhi nafasi ya bure.',
};

export const SHELL_TEXTS = { en: EN, sw: SW } satisfies Record<TLocale, TShellTexts>;

/** The first screen's words in `locale`. */
export const shellTexts = (locale: TLocale): TShellTexts => SHELL_TEXTS[locale];
