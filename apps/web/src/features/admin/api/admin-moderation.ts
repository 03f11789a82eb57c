import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminDashboard,
  TAdminEvent,
  TAdminEventPage,
  TAdminReport,
  TAdminReportPage,
  TEventReportStatus,
} from '@tribe/contracts';
import { adminGet, adminSend } from './admin-api';
import { adminQueryString } from './admin-d-api';

/** The admin's events, reports and dashboard (docs/admin.md): one hook per server resource. */

/**
 * One read of the admin API (`path` with `params` as its query), the page shown kept on screen
 * while the next one loads.
 */
function useAdminRead<T>(path: string, params: Parameters<typeof adminQueryString>[0]) {
  const query = adminQueryString(params);
  return useQuery({
    queryKey: [`/api/admin${path}`, query],
    queryFn: ({ signal }) => adminGet<T>(`${path}${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AdminEventFilters {
  q?: string;
  status?: string;
  hostId?: string;
  from?: string;
  to?: string;
  featured?: string;
  offset: number;
}

export const ADMIN_PAGE_SIZE = 25;

export function useAdminEvents(f: AdminEventFilters) {
  return useAdminRead<TAdminEventPage>('/events', { ...f, limit: ADMIN_PAGE_SIZE });
}

export function useEventModeration() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: ['/api/admin/events'] });
    void qc.invalidateQueries({ queryKey: ['/api/admin/reports'] });
    void qc.invalidateQueries({ queryKey: ['/api/admin/dashboard'] });
  };
  return useMutation({
    mutationFn: (
      a: { id: number } & (
        { kind: 'unpublish'; reason: string } | { kind: 'restore' } | { kind: 'featured'; featured: boolean }
      ),
    ) =>
      a.kind === 'unpublish'
        ? adminSend<TAdminEvent>('POST', `/events/${a.id}/unpublish`, { reason: a.reason })
        : a.kind === 'restore'
          ? adminSend<TAdminEvent>('POST', `/events/${a.id}/restore`)
          : adminSend<TAdminEvent>('POST', `/events/${a.id}/featured`, { featured: a.featured }),
    onSuccess: done,
  });
}

export function useAdminReports(status: TEventReportStatus, offset: number) {
  return useAdminRead<TAdminReportPage>('/reports', { status, offset, limit: ADMIN_PAGE_SIZE });
}

export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; outcome: 'actioned' | 'dismissed'; note: string }) =>
      adminSend<TAdminReport>('POST', `/reports/${a.id}/resolve`, { outcome: a.outcome, note: a.note }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['/api/admin/reports'] });
      void qc.invalidateQueries({ queryKey: ['/api/admin/dashboard'] });
    },
  });
}

export function useAdminDashboard(period: { days?: number; from?: string; to?: string }) {
  return useAdminRead<TAdminDashboard>('/dashboard', period);
}
