import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/cancellation-mail.json' with { type: 'json' };
import sw from '../../locales/sw/cancellation-mail.json' with { type: 'json' };
import { defineMessages, type Values } from '../../lib/messages.js';

/**
 * The texts of the mail a buyer gets when the host cancels their event or date
 * (`locales/<language>/cancellation-mail.json`), in the buyer's language (the order's `locale`,
 * decision 026). A message with values takes them as one object.
 */
const withValues = (values: Values) => values;
const T = defineMessages('cancellation-mail', en, sw, {
  subject: {
    event: withValues,
    date: withValues,
  },
  preheader: {
    refund: withValues,
    reservation: withValues,
    hold: withValues,
  },
  greeting: withValues,
  intro: {
    event: withValues,
    date: withValues,
  },
  message: withValues,
  refund: withValues,
  reservation: withValues,
  hold: withValues,
});

export const cancellationMailTexts = (locale: TLocale) => T(locale);
