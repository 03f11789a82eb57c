import en from '@/locales/en/admin-people.json';
import { defineTexts } from '@/i18n/texts';

/** The hosts and users pages' words (src/locales/<lang>/admin-people.json). */
export const PEOPLE_TEXT = defineTexts('admin-people', en, {
  hosts: {
    events: (n: number) => ({ n }),
    suspendTitle: (name: string) => ({ name }),
    restoreTitle: (name: string) => ({ name }),
    suspendedOn: (when: string, reason: string) => ({ when, reason }),
  },
  users: {
    sessions: (n: number) => ({ n }),
    ended: (n: number) => ({ n }),
  },
});
