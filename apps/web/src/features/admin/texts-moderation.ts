import en from '@/locales/en/admin-moderation.json';
import { defineTexts } from '@/i18n/texts';

/** The words of the admin's moderation pages: events and reports (src/locales/<lang>/admin-moderation.json). */
export const MOD_TEXT = defineTexts('admin-moderation', en, {
  events: {
    activeFilters: (n: number) => ({ n }),
    reports: (n: number) => ({ n }),
    takenDownBecause: (reason: string) => ({ reason }),
    viewEvent: (title: string) => ({ title }),
    unpublishTitle: (title: string) => ({ title }),
  },
  reports: {
    reportedAt: (when: string) => ({ when }),
    from: (email: string) => ({ email }),
    moreOnEvent: (n: number) => ({ n }),
    noteTitle: (outcome: 'actioned' | 'dismissed') => ({ outcome }),
    note: (note: string) => ({ note }),
  },
});
