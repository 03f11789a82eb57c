import { can, type THostPermission, type THostRole } from '@tribe/contracts/host-area';
import {
  CalendarDays,
  LayoutDashboard,
  PlusCircle,
  ScanLine,
  Settings,
  Star,
  Ticket,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { TAreaNavItem } from '@/components/layout/area-shell';
import { T } from '../texts';

export interface TNavItem extends TAreaNavItem {
  permission: THostPermission;
}

/** A menu entry whose label is read when shown, in the language of that moment. */
const item = (to: string, name: keyof typeof T.nav, icon: LucideIcon, permission: THostPermission): TNavItem => ({
  to,
  icon,
  permission,
  get label() {
    return T.nav[name];
  },
});

/** The host area's places, in menu order, with the permission each needs (HOST_PERMISSIONS). */
export const NAV_ITEMS: readonly TNavItem[] = [
  item('/host/dashboard', 'dashboard', LayoutDashboard, 'dashboard'),
  item('/host/events', 'events', CalendarDays, 'events'),
  item('/host/create-event', 'createEvent', PlusCircle, 'events'),
  item('/host/tickets', 'tickets', Ticket, 'attendees'),
  item('/host/attendees', 'attendees', Users, 'attendees'),
  item('/host/validate-tickets', 'checkIn', ScanLine, 'checkIn'),
  item('/host/team', 'team', UsersRound, 'team'),
  item('/host/reviews', 'reviews', Star, 'reviews'),
  item('/host/settings', 'settings', Settings, 'settings'),
];

/** The phone's bottom bar: the three places used most (the fourth button opens the whole menu). */
export const BOTTOM_BAR_PATHS = ['/host/dashboard', '/host/events', '/host/validate-tickets'] as const;

export const navFor = (role: THostRole) => NAV_ITEMS.filter((item) => can(role, item.permission));

/** Where a role lands when the page it is on is not for it (after switching hosts, say). */
export const homeFor = (role: THostRole): string => navFor(role)[0]?.to ?? '/host/validate-tickets';
