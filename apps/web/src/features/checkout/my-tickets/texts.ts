import type { OrderStatus } from '@tribe/contracts/checkout';
import en from '@/locales/en/my-tickets.json';
import { price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/** The words of My tickets (profile tab) and /resend-tickets (src/locales/<lang>/my-tickets.json). */
export const MT = defineTexts('my-tickets', en, {
  ticketCount: (n: number) => ({ n }),
  sent: (email: string) => ({ email }),
  transfer: {
    receivedFrom: (name: string) => ({ name }),
    ticketN: (type: string, n: number) => ({ type, n }),
    transferTo: (n: number, to: string) => ({ n, to }),
    acceptIntro: (name: string, n: number, title: string) => ({ name, n, title }),
    acceptUntil: (when: string) => ({ when }),
    acceptEmailHint: (email: string) => ({ email }),
  },
  lines: {
    what: (type: string, n: number) => ({ type, n }),
    position: (n: number) => ({ n }),
    offer: (when: string) => ({ when }),
  },
  resale: {
    ticketN: (type: string, n: number, amount: number) => ({ type, n, amount: price(amount) }),
  },
});

// Every order status has its words.
MT.status satisfies Record<OrderStatus, string>;
