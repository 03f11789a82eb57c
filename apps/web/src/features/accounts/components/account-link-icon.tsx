import { CalendarPlus, LayoutDashboard, Settings, User, type LucideIcon } from 'lucide-react';
import type { TAccountLinkId } from '../user-display';

const icons: Record<TAccountLinkId, LucideIcon> = {
  dashboard: LayoutDashboard,
  'create-event': CalendarPlus,
  profile: User,
  settings: Settings,
};

export function AccountLinkIcon({ id, className }: { id: TAccountLinkId; className?: string }) {
  const Icon = icons[id];
  return <Icon aria-hidden="true" className={className ?? 'size-4 text-stone-500'} />;
}
