import { prefixed } from '@/i18n/catalogue';
import type { Catalogue } from '@/i18n/i18n';
import admin from './admin.json';
import adminAudit from './admin-audit.json';
import adminCatalogue from './admin-catalogue.json';
import adminDashboard from './admin-dashboard.json';
import adminModeration from './admin-moderation.json';
import adminMoney from './admin-money.json';
import adminPeople from './admin-people.json';
import adminSignIn from './admin-sign-in.json';

/**
 * The admin area's Kiswahili namespaces (`...prefixed('<namespace>', json)`, as in ./index.ts): one
 * lazy chunk, fetched when a page of the area is opened in Kiswahili (`useAreaTexts('admin')`,
 * src/i18n/texts.ts), so other readers never download it.
 */
const messages: Catalogue = {
  ...prefixed('admin', admin),
  ...prefixed('admin-audit', adminAudit),
  ...prefixed('admin-catalogue', adminCatalogue),
  ...prefixed('admin-dashboard', adminDashboard),
  ...prefixed('admin-moderation', adminModeration),
  ...prefixed('admin-money', adminMoney),
  ...prefixed('admin-people', adminPeople),
  ...prefixed('admin-sign-in', adminSignIn),
};
export default messages;
