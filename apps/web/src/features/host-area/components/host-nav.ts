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
import { T } from '../texts';

export interface TNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  permission: THostPermission;
}

/** The host area's places, in menu order, with the permission each needs (HOST_PERMISSIONS). */
export const NAV_ITEMS: readonly TNavItem[] = [
  { to: '/host/dashboard', label: T.nav.dashboard, icon: LayoutDashboard, permission: 'dashboard' },
  { to: '/host/events', label: T.nav.events, icon: CalendarDays, permission: 'events' },
  { to: '/host/create-event', label: T.nav.createEvent, icon: PlusCircle, permission: 'events' },
  { to: '/host/tickets', label: T.nav.tickets, icon: Ticket, permission: 'attendees' },
  { to: '/host/attendees', label: T.nav.attendees, icon: Users, permission: 'attendees' },
  { to: '/host/validate-tickets', label: T.nav.checkIn, icon: ScanLine, permission: 'checkIn' },
  { to: '/host/team', label: T.nav.team, icon: UsersRound, permission: 'team' },
  { to: '/host/reviews', label: T.nav.reviews, icon: Star, permission: 'reviews' },
  { to: '/host/settings', label: T.nav.settings, icon: Settings, permission: 'settings' },
];

/** The phone's bottom bar: the three places used most (the fourth button opens the whole menu). */
export const BOTTOM_BAR_PATHS = ['/host/dashboard', '/host/events', '/host/validate-tickets'] as const;

export const navFor = (role: THostRole) => NAV_ITEMS.filter((item) => can(role, item.permission));

/** Where a role lands when the page it is on is not for it (after switching hosts, say). */
export const homeFor = (role: THostRole): string => navFor(role)[0]?.to ?? '/host/validate-tickets';
