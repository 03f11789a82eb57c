import type { THostPermission } from '@tribe/contracts/host-area';
import { HostComingSoon } from '@/features/host-area/components/host-coming-soon';
import { HostShell } from '@/features/host-area/components/host-shell';
import { Logo } from '../layout/logo';

/** A host page still to come, inside the host shell (the site's header is hidden on host pages). */
export function HostComingSoonRoute({ title, permission }: { title: string; permission: THostPermission }) {
  return (
    <HostShell brand={<Logo />} title={title} permission={permission}>
      <HostComingSoon title={title} />
    </HostShell>
  );
}
