import type { FastifyPluginAsync } from 'fastify';
import { loopbackOnly } from '../../lib/loopback.js';
import { listOutbox, type OutboxRow } from './mail.repository.js';
import { escapeHtml } from './mail.templates.js';

const attachmentList = (files: OutboxRow['attachments']) =>
  files?.length
    ? `\n<ul class="files">${files
        .map(
          (f) =>
            `<li>📎 ${escapeHtml(f.filename)} <span class="meta">${escapeHtml(f.contentType)} · ${Math.max(1, Math.round(f.size / 1024))} KB</span></li>`,
        )
        .join('')}</ul>`
    : '';

/**
 * GET /dev/outbox: the mail and SMS the development outbox kept, newest first (an SMS titled
 * "SMS", addressed to a phone), as a plain page (every
 * sign-up and reset code is in it). Only registered outside production (app.ts), where it simply
 * does not exist, and only answered to a connection from this machine (lib/loopback.ts).
 */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) => {
    const rows = await listOutbox(app.db, 50);
    const items = rows
      .map(
        (m) => `<article>
<h2>${m.channel === 'sms' ? 'SMS' : escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</p>
<pre>${escapeHtml(m.text)}</pre>${attachmentList(m.attachments)}
</article>`,
      )
      .join('\n');
    const note =
      app.mail.transport.kind === 'smtp'
        ? '<p>SMTP_URL is set: mail goes to the SMTP server, not here.</p>'
        : '<p>No SMTP_URL is set, so mail is kept here instead of being sent.</p>';
    // An app built without the SMS plugin (a mail-only test) shows no note about SMS.
    const sms = app.hasDecorator('sms') ? app.sms : null;
    const smsNote = !sms
      ? ''
      : sms.gateway.kind === 'africastalking'
        ? "<p>Africa's Talking keys are set: SMS go to phones, not here.</p>"
        : sms.enabled
          ? "<p>No Africa's Talking keys are set, so ticket SMS are kept here too (titled SMS).</p>"
          : '<p>SMS_ENABLED is off: no ticket SMS are sent.</p>';
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Dev outbox · Tikiti</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#18181b}
article{border:1px solid #e4e4e7;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:16px;margin:0 0 4px}.meta{color:#71717a;font-size:13px;margin:0 0 8px}
pre{white-space:pre-wrap;font-size:14px;margin:0}
.files{list-style:none;padding:0;margin:8px 0 0;font-size:14px}
</style></head><body>
<h1>Dev outbox</h1>
${note}
${smsNote}
${items || '<p>No mail yet.</p>'}
</body></html>`;
  });
};

export default outboxRoutes;
