import type { Catalogue } from '@/i18n/i18n';
import { prefixed } from '@/i18n/catalogue';
import legalPage from './legal-page.json';
import legalPricing from './legal-pricing.json';
import legalPrivacy from './legal-privacy.json';
import legalRefund from './legal-refund.json';
import legalTerms from './legal-terms.json';

/**
 * The legal area's Kiswahili namespaces (`...prefixed('<namespace>', json)`, as in ./index.ts): one
 * lazy chunk, fetched when a page of the area is opened in Kiswahili (`useAreaTexts('legal')`,
 * src/i18n/texts.ts), so other readers never download it.
 */
const messages: Catalogue = {
  ...prefixed('legal-page', legalPage),
  ...prefixed('legal-pricing', legalPricing),
  ...prefixed('legal-terms', legalTerms),
  ...prefixed('legal-privacy', legalPrivacy),
  ...prefixed('legal-refund', legalRefund),
};
export default messages;
