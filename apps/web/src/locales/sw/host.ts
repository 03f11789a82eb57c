import { prefixed } from '@/i18n/catalogue';
import type { Catalogue } from '@/i18n/i18n';
import hostCancellation from './host-cancellation.json';
import hostComplimentary from './host-complimentary.json';
import hostOnboarding from './host-onboarding.json';
import hostProfile from './host-profile.json';
import hostPromo from './host-promo.json';
import hostReviews from './host-reviews.json';
import hostSettings from './host-settings.json';
import host from './host.json';
import hostImages from './host-images.json';
import hostSms from './host-sms.json';
import hostTours from './host-tours.json';
import hostWaitingList from './host-waiting-list.json';

/**
 * The host area's Kiswahili namespaces (`...prefixed('<namespace>', json)`, as in ./index.ts): one
 * lazy chunk, fetched when a page of the area is opened in Kiswahili (`useAreaTexts('host')`,
 * src/i18n/texts.ts), so other readers never download it.
 */
const messages: Catalogue = {
  ...prefixed('host-settings', hostSettings),
  ...prefixed('host-promo', hostPromo),
  ...prefixed('host-complimentary', hostComplimentary),
  ...prefixed('host-cancellation', hostCancellation),
  ...prefixed('host-reviews', hostReviews),
  ...prefixed('host-onboarding', hostOnboarding),
  ...prefixed('host-profile', hostProfile),
  ...prefixed('host', host),
  ...prefixed('host-images', hostImages),
  ...prefixed('host-sms', hostSms),
  ...prefixed('host-tours', hostTours),
  ...prefixed('host-waiting-list', hostWaitingList),
};
export default messages;
