import { ZEventReportRequest, type TEventReportRequest } from '@tribe/contracts';
import { apiPost } from '@/lib/api-client';

export { ZEventReportRequest };

/** POST /api/events/:id/reports: a visitor's report of the event (docs/admin.md "Reports"). */
export const reportEvent = (eventId: number, body: TEventReportRequest) =>
  apiPost<{ success: true }>(`/api/events/${eventId}/reports`, body);
