import type { ReactNode } from 'react';
import { T } from '../texts';

/** The check-in page's frame when it opened with no network (no host shell: nothing to ask the server). */
export function DoorOfflineFrame({ brand, children }: { brand: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <title>{`${T.door.title} · ${T.brandSuffix}`}</title>
      <header className="flex h-14 items-center border-b border-stone-200 bg-white px-4">{brand}</header>
      <main className="mx-auto w-full max-w-6xl px-4 pb-12 pt-5 sm:px-6">{children}</main>
    </div>
  );
}
