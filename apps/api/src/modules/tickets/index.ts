/**
 * The tickets module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import ticketsRoutes from './tickets.routes.js';
import returnRoutes from './ticket-returns.routes.js';
import transferRoutes from './ticket-transfers.routes.js';

export { smsCodesFor } from './sms-code.js';
export { occurrenceText, orderCalendar, orderTicketsUrl, promoText, ticketsPdf, venueText } from './ticket-files.js';
export { type TicketSigner, ticketSigner } from './ticket-signing.js';
export { registerTransferJobs } from './ticket-transfers.jobs.js';
export { hostEventTransfers, ticketHistories, transferNotice, transferUrl } from './ticket-transfers.service.js';

/** The tickets' routes under /api (app.ts registers each module once). */
export const ticketsModule: ModuleRoutes = async (app, { config }) => {
  await app.register(ticketsRoutes, { config, prefix: API_PREFIX });
  await app.register(transferRoutes, { prefix: API_PREFIX });
  await app.register(returnRoutes, { prefix: API_PREFIX });
};
