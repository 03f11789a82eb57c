import type { ReactNode } from 'react';
import { T } from '../texts';
import { VerifiedHostBadge } from './verified-host-badge';

/** The event page's host block: initial, name, the "Verified host" badge when an admin verified them. */
export function HostedBy({ name, verified, children }: { name: string; verified: boolean; children?: ReactNode }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-stone-900 text-lg font-bold text-white"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-500">{T.host.hostedBy}</p>
        <p className="font-semibold text-stone-900">{name}</p>
        {verified && <VerifiedHostBadge />}
        {children}
      </div>
    </div>
  );
}
