import { useQuery } from '@tanstack/react-query';
import type {
  TAdminAccount,
  TAdminAuditPage,
  TAdminHostDetail,
  TAdminHostList,
  TAdminUserDetail,
  TAdminUserList,
} from '@tribe/contracts';
import { adminGet } from './admin-api';

/** The admin API's account, audit, hosts and users reads (docs/admin.md). */

const qs = (params: Record<string, string | number | boolean | undefined | null>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};
export { qs as adminQueryString };

export const adminAccountKey = ['/api/admin/account'] as const;
export const useAdminAccount = () =>
  useQuery({ queryKey: adminAccountKey, queryFn: ({ signal }) => adminGet<TAdminAccount>('/account', { signal }) });

export type AuditFilters = Record<
  'from' | 'to' | 'actor' | 'action' | 'subjectType' | 'subjectId' | 'hostId',
  string | undefined
>;
export const auditPath = (f: AuditFilters, cursor?: number) => `/audit${qs({ ...f, cursor, limit: 50 })}`;
export const auditCsvHref = (f: AuditFilters) => `/api/admin/audit.csv${qs(f)}`;
export const fetchAuditPage = (f: AuditFilters, cursor: number | undefined, signal?: AbortSignal) =>
  adminGet<TAdminAuditPage>(auditPath(f, cursor), { signal: signal ?? null });

export const hostsKey = (q: string, status: string, offset: number) => ['/api/admin/hosts', q, status, offset] as const;
export const useAdminHosts = (q: string, status: string, offset: number, limit: number) =>
  useQuery({
    queryKey: hostsKey(q, status, offset),
    queryFn: ({ signal }) => adminGet<TAdminHostList>(`/hosts${qs({ q, status, offset, limit })}`, { signal }),
    placeholderData: (prev) => prev,
  });
export const hostKey = (id: number) => ['/api/admin/hosts', id] as const;
export const useAdminHost = (id: number) =>
  useQuery({ queryKey: hostKey(id), queryFn: ({ signal }) => adminGet<TAdminHostDetail>(`/hosts/${id}`, { signal }) });

export const useAdminUsers = (q: string, offset: number, limit: number) =>
  useQuery({
    queryKey: ['/api/admin/users', q, offset],
    queryFn: ({ signal }) => adminGet<TAdminUserList>(`/users${qs({ q, offset, limit })}`, { signal }),
    placeholderData: (prev) => prev,
  });
export const userKey = (id: number) => ['/api/admin/users', id] as const;
export const useAdminUser = (id: number) =>
  useQuery({ queryKey: userKey(id), queryFn: ({ signal }) => adminGet<TAdminUserDetail>(`/users/${id}`, { signal }) });
