import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/page-title';

/** Frame for the internal debug pages; they ask search engines not to index them. */
export function DebugPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Tikiti debug`);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-xs font-semibold uppercase tracking-widest text-stone-500">Debug</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-stone-950">{title}</h1>
      <p className="mt-2 text-stone-600">{description}</p>
      <div className="mt-8">{children}</div>
    </main>
  );
}
