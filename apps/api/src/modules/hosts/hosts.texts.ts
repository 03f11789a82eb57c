import { localized } from '../../lib/translated.js';

/** What the host onboarding API says to people, in the request's language. */
export const HOSTS_TEXT = localized(
  {
    detailsFirst: 'Save your host details first.',
    becomeHostFirst: 'Become a host first.',
  } as const,
  {
    detailsFirst: 'Hifadhi kwanza maelezo yako ya mwandaaji.',
    becomeHostFirst: 'Kuwa mwandaaji kwanza.',
  },
);
