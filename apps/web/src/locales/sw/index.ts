import { prefixed } from '@/i18n/i18n';
import shell from './shell.json';
import site from './site.json';

/**
 * Every Kiswahili namespace in one chunk, loaded only when someone picks Kiswahili. A namespace
 * not listed here (the host and admin areas, for now) shows in English.
 */
export default {
  ...prefixed('shell', shell),
  ...prefixed('site', site),
};
