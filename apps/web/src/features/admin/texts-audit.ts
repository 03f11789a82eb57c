import en from '@/locales/en/admin-audit.json';
import { defineTexts } from '@/i18n/texts';

/** The audit log page's words (src/locales/<lang>/admin-audit.json). The actions and subjects are data. */
export const AUDIT_TEXT = defineTexts('admin-audit', en);
