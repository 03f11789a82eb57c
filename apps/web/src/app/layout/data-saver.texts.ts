import { SITE } from './site.texts';

/** The Data saver switch (footer and account page; issue 20, item 5): src/locales/<lang>/site.json. */
export const DATA_SAVER_TEXT = SITE.dataSaver;
