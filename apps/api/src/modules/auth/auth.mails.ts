import type { TLocale } from '@tribe/contracts/locale';
import { composeLinksMail, type RenderedMail } from '../mail/index.js';
import { signupAttemptedTexts } from './auth.texts.js';

/**
 * To the owner of an email someone just signed up with (decision 018): the sign-up answered as
 * if the address were new, so the owner hears of it here, with the ways back into their account.
 */
export function signupAttemptedMail(
  v: { name: string; signInUrl: string; resetUrl: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = signupAttemptedTexts(locale);
  return composeLinksMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [t.greeting(v.name), t.intro, t.ifYou],
    links: [
      { label: t.signIn, url: v.signInUrl },
      { label: t.reset, url: v.resetUrl },
    ],
    after: [t.ifNotYou],
    locale,
  });
}
