import { PAYOUT_REQUIREMENT_LABELS, formatPrice, type TPayoutRequirement } from '@tribe/contracts';

/** Every sentence the host's settings and payouts API says to people, in one place. */
export const SETTINGS_TEXT = {
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
