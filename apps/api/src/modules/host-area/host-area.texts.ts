import en from '../../locales/en/host-events.json' with { type: 'json' };
import sw from '../../locales/sw/host-events.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** Every sentence the host-area API says to people, in one place (in the request's language); words in `locales/<language>/host-events.json`. */
export const HOST_EVENT_TEXT = inRequestLanguage(
  defineMessages('host-events', en, sw, {
    hostSuspended: (host: string) => ({ host }),
    cannotPublish: (problems: readonly string[]) => ({ problems: problems.join(' ') }),
    liveNeeds: (problems: readonly string[]) => ({ problems: problems.join(' ') }),
    invalid: {
      salesWindow: (name: string) => ({ name }),
      duplicateShow: (date: string, time: string) => ({ date, time }),
      unknownShow: (id: number) => ({ id }),
      unknownType: (id: number) => ({ id }),
    },
    rules: {
      recurringDate: (day: string) => ({ day }),
      showRemoved: (day: string) => ({ day }),
      showMoved: (day: string) => ({ day }),
      typeHasSales: (name: string) => ({ name }),
      typeBelowSold: (name: string, n: number) => ({ name, n }),
      dateBelowSold: (n: number) => ({ n }),
    },
  }),
);
