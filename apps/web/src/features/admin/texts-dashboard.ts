import en from '@/locales/en/admin-dashboard.json';
import { defineTexts } from '@/i18n/texts';

/** The admin dashboard's words (src/locales/<lang>/admin-dashboard.json). */
export const DASHBOARD_TEXT = defineTexts('admin-dashboard', en, {
  days: (n: number) => ({ n }),
  chartLabel: (from: string, to: string) => ({ from, to }),
  payoutsAmount: (amount: string) => ({ amount }),
});
