import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { insertOutboxMessage } from '../mail/index.js';

/**
 * Where an SMS goes (decision 027): Africa's Talking, or the dev outbox when its keys are not set
 * (outside production). `sendSms` answers the gateway's message ids once the gateway took the
 * message, and throws `SmsRefused` when it would not: `permanent` says trying again cannot help
 * (a number that is not a phone, a blacklisted one), otherwise the caller's job retries.
 */
export interface SmsMessage {
  /** A phone in international form, +2547XXXXXXXX. */
  to: string;
  message: string;
}

export interface SmsGateway {
  readonly kind: 'africastalking' | 'outbox';
  sendSms(msg: SmsMessage): Promise<{ messageIds: string[] }>;
}

export class SmsRefused extends Error {
  constructor(
    /** The gateway's word for why (e.g. 'InvalidPhoneNumber', 'InsufficientBalance', 'HTTP 401'). */
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(`SMS refused: ${reason}`);
    this.name = 'SmsRefused';
  }
}

export interface AfricasTalkingSettings {
  username: string;
  apiKey: string;
  senderId: string | undefined;
  baseUrl: string;
}

/** Africa's Talking's recipient status codes that mean "taken": 100 Processed, 101 Sent, 102 Queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** Refusals no retry changes: 402 InvalidSenderId, 403 InvalidPhoneNumber, 404 UnsupportedNumberType, 406 UserInBlacklist. */
const PERMANENT = new Set([402, 403, 404, 406]);

interface AtRecipient {
  statusCode?: number;
  status?: string;
  number?: string;
  messageId?: string;
}

/**
 * Africa's Talking's bulk SMS API: `POST {base}/version1/messaging`, form-encoded `username`,
 * `to`, `message` and, when set, `from`; the `apiKey` header. It answers
 * `{ SMSMessageData: { Message, Recipients: [{ statusCode, status, number, messageId, cost }] } }`.
 * A request that takes longer than `timeoutMs` counts as failed (retried).
 */
export function africasTalkingGateway(at: AfricasTalkingSettings, timeoutMs = 15_000): SmsGateway {
  const url = `${at.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    kind: 'africastalking',
    async sendSms(msg) {
      const form = new URLSearchParams({ username: at.username, to: msg.to, message: msg.message });
      if (at.senderId) form.set('from', at.senderId);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            apiKey: at.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new SmsRefused(`no answer (${(err as Error).name})`, false);
      }
      const text = await res.text();
      if (!res.ok) throw new SmsRefused(`HTTP ${res.status}${text ? `: ${text.slice(0, 120)}` : ''}`, false);
      let recipients: AtRecipient[] = [];
      try {
        const body = JSON.parse(text) as { SMSMessageData?: { Recipients?: AtRecipient[]; Message?: string } };
        recipients = body.SMSMessageData?.Recipients ?? [];
        if (recipients.length === 0) throw new SmsRefused(body.SMSMessageData?.Message ?? 'no recipients', false);
      } catch (err) {
        if (err instanceof SmsRefused) throw err;
        throw new SmsRefused('an answer that is not JSON', false);
      }
      const r = recipients[0]!;
      const code = Number(r.statusCode);
      if (!ACCEPTED.has(code)) throw new SmsRefused(r.status ?? `status ${code}`, PERMANENT.has(code));
      return { messageIds: r.messageId ? [r.messageId] : [] };
    },
  };
}

/** Keeps SMS in the dev outbox (shown at /dev/outbox beside the mail) and logs a line. */
export function outboxSmsGateway(db: Db, log: FastifyBaseLogger): SmsGateway {
  return {
    kind: 'outbox',
    async sendSms(msg) {
      await insertOutboxMessage(db, { channel: 'sms', to: msg.to, subject: '', text: msg.message, html: '' });
      log.info({ to: msg.to }, 'SMS kept in the dev outbox (/dev/outbox)');
      return { messageIds: [] };
    },
  };
}
