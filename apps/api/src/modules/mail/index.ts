/**
 * The mail module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import type { ModuleRoutes } from '../../lib/module-routes.js';
import outboxRoutes from './outbox.routes.js';

export { payoutPaidMail, payoutRejectedMail } from './admin-money.mails.js';
export { type CancelledOrderMail, eventCancelledMessage } from './cancellation.mails.js';
export { identityChangedMail, payoutRequestedMail } from './host-settings.mails.js';
export { default as mailPlugin } from './mail.plugin.js';
export { insertOutboxMessage } from './mail.repository.js';
export { type MailMessage, type MailService } from './mail.service.js';
export { type RenderedMail, codeMail, composeLinksMail, composeMail, passwordChangedMail } from './mail.templates.js';
export { mailTexts } from './mail.texts.js';
export { registerOrderMail } from './order-mail.jobs.js';
export { reviewRequestMessage } from './review.mails.js';
export { registerTransferMail } from './transfer.mails.js';

/**
 * The development outbox (/dev/outbox): it does not exist in production, where mail goes out over
 * SMTP (app.ts registers each module once).
 */
export const mailModule: ModuleRoutes = async (app, { config }) => {
  if (config.env !== 'production') await app.register(outboxRoutes);
};
