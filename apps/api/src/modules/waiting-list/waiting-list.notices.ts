import type { FastifyInstance } from 'fastify';
import { formatCardDate } from '@tribe/contracts';
import { composeLinksMail } from '../mail/index.js';
import { plainTitle } from '../sms/index.js';
import * as repo from './waiting-list.repository.js';
import { offerTexts } from './waiting-list.texts.js';

/**
 * The offer's messages (decision 050): an SMS to the fan's proven phone and a mail, in the fan's
 * language, each with the offer's link (which opens the order's payment page). Sent by the job
 * `waitlist.offer-notice`, once per offer (singletonKey); nothing goes for an offer no longer open.
 * Answers what went.
 */
export async function sendOfferNotice(
  app: FastifyInstance,
  entryId: number,
  orderId: number,
  now: Date = new Date(),
): Promise<{ sms: boolean; mail: boolean }> {
  const entry = await repo.entryById(app.db, entryId);
  if (!entry || entry.status !== 'offered' || entry.orderId !== orderId) return { sms: false, mail: false };
  const [f] = await repo.entryFacts(app.db, [entryId]);
  if (!f || f.orderStatus !== 'pending' || !f.orderExpiresAt || f.orderExpiresAt.getTime() <= now.getTime())
    return { sms: false, mail: false };
  const t = offerTexts(entry.locale);
  const url = `${app.config.publicUrl}/waiting-list/offers/${entry.token}`;
  const minutes = Math.max(Math.round((f.orderExpiresAt.getTime() - now.getTime()) / 60_000), 1);
  const title = plainTitle(f.eventTitle).slice(0, 40);
  let sms = false;
  if (entry.phone) {
    await app.sms.gateway.sendSms({ to: entry.phone, message: t.sms({ title, n: entry.quantity, minutes, url }) });
    sms = true;
  }
  const when = f.startsAt ? formatCardDate(f.startsAt.toISOString(), f.timeZone, entry.locale) : t.dateNotSet;
  const until = formatCardDate(f.orderExpiresAt.toISOString(), f.timeZone, entry.locale);
  const mail = composeLinksMail({
    subject: t.subject(f.eventTitle),
    preheader: t.until({ minutes, until }),
    heading: t.heading,
    paragraphs: [
      t.intro({ title: f.eventTitle, n: entry.quantity, type: f.ticketTypeName, when }),
      t.until({ minutes, until }),
    ],
    links: [{ label: t.pay, url }],
    after: [t.notYou],
    locale: entry.locale,
  });
  await app.mail.transport.deliver({ to: entry.email, ...mail });
  return { sms, mail: true };
}
