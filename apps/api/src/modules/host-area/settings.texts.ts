import { PAYOUT_REQUIREMENT_LABELS, formatPrice, type TPayoutRequirement } from '@tribe/contracts';
import { localized, type Widen } from '../../lib/translated.js';

/** Every sentence the host's settings and payouts API says to people, in one place (in the request's language). */
const EN = {
  hostNotFound: 'This host no longer exists.',
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  detailsMissing: (missing: TPayoutRequirement[]) => {
    const words = missing.map((m) => PAYOUT_REQUIREMENT_LABELS[m]);
    const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
    return `Before requesting a payout, add your ${list} in Settings.`;
  },
  notEnded: (endsAt: Date | null) =>
    endsAt
      ? `This event's money becomes available after its last date ends (${endsAt.toISOString().slice(0, 10)}). Request the payout then.`
      : 'This event has no end date yet, so its money is not available. Set its dates, and request the payout after it ends.',
  owed: (amount: number) =>
    `Nothing to pay out: refunds after an earlier payout leave ${formatPrice(amount)} owed on this event.`,
  nothingAvailable: 'Nothing to pay out for this event: its money has been paid out or requested already.',
} as const;

/** The web's words for the payout details (`host-settings` requirements). */
const REQUIREMENTS_SW: Record<TPayoutRequirement, string> = {
  legal_name: 'jina rasmi',
  kra_pin: 'PIN ya KRA',
  id_number: 'namba ya kitambulisho au pasipoti',
  payout_method: 'njia ya kupokea malipo',
};

const SW: Widen<typeof EN> = {
  hostNotFound: 'Mwandaaji huyu hayupo tena.',
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  detailsMissing: (missing: TPayoutRequirement[]) => {
    const words = missing.map((m) => REQUIREMENTS_SW[m]);
    const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} na ${words.at(-1)}` : words[0];
    return `Kabla ya kuomba malipo, weka ${list} kwenye Mipangilio.`;
  },
  notEnded: (endsAt: Date | null) =>
    endsAt
      ? `Pesa za tukio hili zinapatikana baada ya tarehe yake ya mwisho kuisha (${endsAt.toISOString().slice(0, 10)}). Omba malipo wakati huo.`
      : 'Tukio hili bado halina tarehe ya kuisha, kwa hivyo pesa zake hazipatikani. Weka tarehe zake, kisha uombe malipo baada ya kuisha.',
  owed: (amount: number) =>
    `Hakuna cha kulipa: pesa zilizorejeshwa baada ya malipo ya awali zimeacha deni la ${formatPrice(amount, 'sw')} kwenye tukio hili.`,
  nothingAvailable: 'Hakuna cha kulipa kwa tukio hili: pesa zake zimeshalipwa au kuombwa.',
};

export const SETTINGS_TEXT = localized(EN, SW);
