import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/mail.json' with { type: 'json' };
import sw from '../../locales/sw/mail.json' with { type: 'json' };
import { defineMessages, type Values } from '../../lib/messages.js';

/**
 * Every text of every order and account email (`locales/<language>/mail.json`), in one place so
 * they can be reviewed and translated together. A message with values takes them as one object
 * (`t.greeting({ name })`, a value missing becomes empty); the code is always on a line of its
 * own in the text part, so people (and tests) can read it without the HTML. `greeting` is the
 * opening line of the notices whose texts live with their modules (profile, hosts, admin).
 */
const fill = (values: Values) => values;

const T = defineMessages('mail', en, sw, {
  greeting: fill,
  signupCode: {
    subject: fill,
    greeting: fill,
    validity: fill,
  },
  resetCode: {
    subject: fill,
    greeting: fill,
    validity: fill,
  },
  passwordChanged: {
    greeting: fill,
    action: fill,
  },
  orderConfirmation: {
    subject: {
      paid: fill,
      reserved: fill,
    },
    preheader: {
      paid: fill,
      reserved: fill,
    },
    greeting: fill,
    intro: {
      paid: fill,
      reserved: fill,
    },
    complimentary: {
      subject: fill,
      preheader: fill,
      line: fill,
      intro: fill,
    },
  },
  refundNotice: {
    subject: fill,
    preheader: fill,
    greeting: fill,
    intro: fill,
  },
  resendTickets: {
    greeting: fill,
    orderLine: fill,
  },
  order: {
    line: fill,
  },
});

export type CodeMailKind = 'signupCode' | 'resetCode';

export type MailTexts = ReturnType<typeof T>;

/** The mail texts in a language. */
export function mailTexts(locale: TLocale): MailTexts {
  return T(locale);
}
