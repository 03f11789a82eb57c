import {
  Banknote,
  Flag,
  LayoutDashboard,
  ListChecks,
  ReceiptText,
  ScrollText,
  Shapes,
  Store,
  UserRound,
  Users,
} from 'lucide-react';
import type { TAreaNavItem } from '@/components/layout/area-shell';
import { ADMIN_TEXT as T } from '../texts';

/** The admin area's pages, in the sidebar's order (docs/admin.md), labelled in the active language. */
export const adminNav = (): readonly TAreaNavItem[] => [
  { to: '/admin/dashboard', label: T.pages.dashboard, icon: LayoutDashboard },
  { to: '/admin/events', label: T.pages.events, icon: ListChecks },
  { to: '/admin/reports', label: T.pages.reports, icon: Flag },
  { to: '/admin/orders', label: T.pages.orders, icon: ReceiptText },
  { to: '/admin/payouts', label: T.pages.payouts, icon: Banknote },
  { to: '/admin/hosts', label: T.pages.hosts, icon: Store },
  { to: '/admin/users', label: T.pages.users, icon: Users },
  { to: '/admin/catalogue', label: T.pages.catalogue, icon: Shapes },
  { to: '/admin/audit', label: T.pages.audit, icon: ScrollText },
  { to: '/admin/account', label: T.pages.account, icon: UserRound },
];
