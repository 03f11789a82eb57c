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

/** The admin's events, reports and dashboard (docs/admin.md): one hook per server resource. */

const qs = (params: Record<string, string | number | boolean | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') p.set(k, String(v));
  return p.toString();
};

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
  const query = qs({ ...f, limit: ADMIN_PAGE_SIZE });
  return useQuery({
    queryKey: ['/api/admin/events', query],
    queryFn: ({ signal }) => adminGet<TAdminEventPage>(`/events?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
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
  const query = qs({ status, offset, limit: ADMIN_PAGE_SIZE });
  return useQuery({
    queryKey: ['/api/admin/reports', query],
    queryFn: ({ signal }) => adminGet<TAdminReportPage>(`/reports?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
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
  const query = qs(period);
  return useQuery({
    queryKey: ['/api/admin/dashboard', query],
    queryFn: ({ signal }) => adminGet<TAdminDashboard>(`/dashboard?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
