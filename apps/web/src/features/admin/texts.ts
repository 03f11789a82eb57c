import en from '@/locales/en/admin.json';
import { count } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * The admin area's shared words (src/locales/<lang>/admin.json; one namespace per feature, as
 * the host area does). Read them while rendering.
 */
export const ADMIN_TEXT = defineTexts('admin', en, {
  pageOf: (from: number, to: number, total: number) => ({ from, to, total: count(total) }),
});
