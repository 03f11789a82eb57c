import en from '@/locales/en/discovery.json';
import { defineTexts } from '@/i18n/texts';
import type { TChipKind } from './filters/filter-model';

/**
 * The words of /events: hero, filters, sort, chips and the results' states
 * (src/locales/<lang>/discovery.json). Read while rendering.
 */
export const T = defineTexts('discovery', en, {
  resultsHeading: (count: number) => ({ count }),
  seenAll: (count: number) => ({ count }),
  /** Counts come formatted ('1,234'). */
  showing: (shown: string, total: string) => ({ shown, total }),
  date: {
    /** The day comes formatted ('Jun 12'). */
    from: (day: string) => ({ day }),
    until: (day: string) => ({ day }),
  },
  /** The amount comes formatted ('KES 2,000'). */
  price: { upTo: (amount: string) => ({ amount }) },
  chips: { remove: (kind: TChipKind, label: string) => ({ kind, label }) },
  drawer: { activeCount: (count: number) => ({ count }) },
});
