import type { TTribePlatform } from '@tribe/contracts';
import en from '@/locales/en/admin-catalogue.json';
import { count } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/** The words of /admin/catalogue (src/locales/<lang>/admin-catalogue.json). */
export const CATALOGUE_TEXT = defineTexts('admin-catalogue', en, {
  newType: (category: string) => ({ category }),
  newTypeSw: (category: string) => ({ category }),
  events: (n: number) => ({ n }),
  renameLabel: (name: string) => ({ name }),
  renameSwLabel: (name: string) => ({ name }),
  inKiswahili: (name: string) => ({ name }),
  hideLabel: (name: string) => ({ name }),
  showLabel: (name: string) => ({ name }),
  renameButtonLabel: (name: string) => ({ name }),
  editTribeLabel: (name: string) => ({ name }),
  archiveLabel: (name: string) => ({ name }),
  unarchiveLabel: (name: string) => ({ name }),
  moveUp: (name: string) => ({ name }),
  moveDown: (name: string) => ({ name }),
  members: (n: number) => ({ count: count(n) }),
  hiddenDone: (name: string) => ({ name }),
  shownDone: (name: string) => ({ name }),
  archivedDone: (name: string) => ({ name }),
  unarchivedDone: (name: string) => ({ name }),
});

/** The chat platforms' own names, the same in every language; only "Other" is a word. */
const PLATFORM_NAMES: Record<Exclude<TTribePlatform, 'other'>, string> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  discord: 'Discord',
};
export const platformName = (platform: TTribePlatform): string =>
  platform === 'other' ? CATALOGUE_TEXT.otherPlatform : PLATFORM_NAMES[platform];
