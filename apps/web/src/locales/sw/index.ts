import { prefixed } from '@/i18n/catalogue';
import accounts from './accounts.json';
import checkout from './checkout.json';
import discovery from './discovery.json';
import eventCard from './event-card.json';
import home from './home.json';
import event from './event.json';
import eventDialogs from './event-dialogs.json';
import eventUnavailable from './event-unavailable.json';
import feedback from './feedback.json';
import myTickets from './my-tickets.json';
import policies from './policies.json';
import profile from './profile.json';
import promo from './promo.json';
import reservation from './reservation.json';
import saved from './saved.json';
import shell from './shell.json';
import site from './site.json';
import ui from './ui.json';
import waitingList from './waiting-list.json';

/**
 * Every Kiswahili namespace in one chunk, loaded only when someone picks Kiswahili. A namespace
 * not listed here (the host and admin areas, for now) shows in English.
 */
export default {
  ...prefixed('shell', shell),
  ...prefixed('site', site),
  ...prefixed('ui', ui),
  ...prefixed('accounts', accounts),
  ...prefixed('checkout', checkout),
  ...prefixed('home', home),
  ...prefixed('discovery', discovery),
  ...prefixed('event-card', eventCard),
  ...prefixed('event', event),
  ...prefixed('event-dialogs', eventDialogs),
  ...prefixed('event-unavailable', eventUnavailable),
  ...prefixed('feedback', feedback),
  ...prefixed('my-tickets', myTickets),
  ...prefixed('policies', policies),
  ...prefixed('profile', profile),
  ...prefixed('promo', promo),
  ...prefixed('reservation', reservation),
  ...prefixed('saved', saved),
  ...prefixed('waiting-list', waitingList),
};
