import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { MailService, outboxTransport, smtpTransport } from './mail.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** The app's mail service: SMTP when SMTP_URL is set, otherwise the dev outbox. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : outboxTransport(app.db, app.log.child({ module: 'mail' }));
    const mail = new MailService(transport, app.log.child({ module: 'mail' }));
    app.decorate('mail', mail);
    app.addHook('onClose', async () => {
      await mail.idle();
      mail.close();
    });
  },
  { name: 'mail' },
);
