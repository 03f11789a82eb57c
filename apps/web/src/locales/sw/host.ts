import type { Catalogue } from '@/i18n/i18n';
import { prefixed } from '@/i18n/catalogue';
import hostCancellation from './host-cancellation.json';
import hostComplimentary from './host-complimentary.json';
import hostOnboarding from './host-onboarding.json';
import hostPromo from './host-promo.json';
import hostReviews from './host-reviews.json';
import hostSettings from './host-settings.json';

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
};
export default messages;
