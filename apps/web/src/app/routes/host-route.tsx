import type { ReactNode } from 'react';
import type { THostPermission } from '@tribe/contracts/host-area';
import { useParams } from '@/lib/router';
import { HostShell } from '@/features/host-area/components/host-shell';
import { EventNotFound } from '@/features/host-area/components/page-states';
import { useAreaTexts } from '@/i18n/area-texts';
import { Logo } from '../layout/logo';
import { eventIdParam } from './host-event-id';

/**
 * A host-area page: the area's words first (the title is read after them, so it is asked for as a
 * function), then the host shell with the site's logo around the page.
 */
export function HostRoute({
  title,
  permission,
  children,
}: {
  title: () => string;
  permission: THostPermission;
  children: ReactNode;
}) {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={title()} permission={permission}>
      {children}
    </HostShell>
  );
}

/** A host-area page of one event (`/host/events/:eventId/…`): not found when the address has no event id. */
export function HostEventRoute({
  title,
  permission,
  page,
}: {
  title: () => string;
  permission: THostPermission;
  page: (eventId: number) => ReactNode;
}) {
  const id = eventIdParam(useParams().eventId);
  return (
    <HostRoute title={title} permission={permission}>
      {id === null ? <EventNotFound /> : page(id)}
    </HostRoute>
  );
}
