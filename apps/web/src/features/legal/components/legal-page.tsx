import { ChevronDown } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { pageTitle, useDocumentTitle } from '@/lib/page-title';
import { LT } from '../texts';

export interface LegalSection {
  /** Anchor id, also used by the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  eyebrow?: string;
  title: string;
  /** Shown as "Last updated: …". */
  lastUpdated: string;
  intro?: ReactNode;
  sections: LegalSection[];
  /** Anything after the sections (a contact card). */
  footer?: ReactNode;
}

/** Which section is being read, for the table of contents. */
function useActiveSection(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    const els = key
      .split(',')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (els.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-80px 0px -65% 0px' },
    );
    els.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [key]);
  return active;
}

function Toc({ sections, active }: { sections: LegalSection[]; active: string | null }) {
  return (
    <ol className="grid gap-0.5 border-l border-stone-200 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <Link
            to={`#${s.id}`}
            aria-current={active === s.id ? 'location' : undefined}
            // On phones the contents live in a fold-out: fold it away once a section is chosen.
            onClick={(e) => e.currentTarget.closest('details')?.removeAttribute('open')}
            className={cn(
              '-ml-px block border-l-2 py-1.5 pl-4 pr-2 leading-5 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-orange-600',
              active === s.id
                ? 'border-orange-700 font-semibold text-orange-800'
                : 'border-transparent text-stone-600 hover:border-stone-400 hover:text-stone-900',
            )}
          >
            {s.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** Link style for running text on the information pages. */
export const PROSE_LINK =
  'font-medium text-orange-800 underline decoration-orange-300 underline-offset-2 hover:decoration-orange-700 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600';

/**
 * Typography for a section's own paragraphs, lists and sub-headings. Child selectors only, so
 * cards, tables and FAQs placed in a section keep their own styles.
 */
const PROSE = cn(
  '[&>p]:mt-4 [&>h3]:mt-8 [&>h3]:text-lg [&>h3]:font-semibold [&>h3]:text-stone-900',
  '[&>ul]:mt-4 [&>ul]:list-disc [&>ul]:space-y-2 [&>ul]:pl-6 [&>ol]:mt-4 [&>ol]:list-decimal [&>ol]:space-y-2 [&>ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-stone-400 [&_strong]:font-semibold [&_strong]:text-stone-900',
  '[&>p_a]:font-medium [&>p_a]:text-orange-800 [&>p_a]:underline [&>p_a]:decoration-orange-300 [&>p_a]:underline-offset-2',
  '[&>ul_a]:font-medium [&>ul_a]:text-orange-800 [&>ul_a]:underline [&>ul_a]:decoration-orange-300 [&>ul_a]:underline-offset-2',
);

/**
 * Shared layout for information pages (pricing extras, terms, privacy, refunds): a clear title,
 * the last-updated date, a table of contents (a sticky sidebar on desktop, a fold-out on
 * phones) and sections set at a readable measure.
 */
export function LegalPage({ eyebrow, title, lastUpdated, intro, sections, footer }: LegalPageProps) {
  useDocumentTitle(pageTitle(title));
  const active = useActiveSection(sections.map((s) => s.id));
  return (
    <main className="bg-white">
      <div className="border-b border-stone-200 bg-gradient-to-b from-orange-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16 lg:px-8">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-orange-700">{eyebrow}</p>}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-950 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-stone-600">{LT.lastUpdated(lastUpdated)}</p>
          {intro && <div className="mt-6 max-w-prose text-lg leading-8 text-stone-700">{intro}</div>}
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:py-14">
        <aside className="lg:order-none">
          <details className="group rounded-2xl border border-stone-200 bg-stone-50 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-orange-600 [&::-webkit-details-marker]:hidden">
              {LT.onThisPage}
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <nav aria-label={LT.onThisPage} className="px-4 pb-4">
              <Toc sections={sections} active={active} />
            </nav>
          </details>
          <nav aria-labelledby="toc-heading" className="sticky top-24 hidden lg:block">
            <h2 id="toc-heading" className="mb-3 text-xs font-semibold uppercase tracking-widest text-stone-500">
              {LT.onThisPage}
            </h2>
            <Toc sections={sections} active={active} />
          </nav>
        </aside>

        <article className="max-w-prose text-[17px] leading-7 text-stone-700">
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className={cn('scroll-mt-24', PROSE, i > 0 && 'mt-12')}
            >
              <h2 id={`${s.id}-title`} className="text-2xl font-bold tracking-tight text-stone-950">
                {s.title}
              </h2>
              {s.content}
            </section>
          ))}
          {footer}
        </article>
      </div>
    </main>
  );
}

/** A closing "questions?" card for the information pages. */
export function ContactCard({ children }: { children: ReactNode }) {
  return (
    <div className="mt-14 rounded-2xl border border-stone-200 bg-stone-50 p-6 text-base [&>p+p]:mt-2">{children}</div>
  );
}

/**
 * A wide table that scrolls sideways on phones. The scroller is focusable and labelled so
 * keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative mt-6 overflow-x-auto rounded-2xl border border-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
    >
      {children}
    </div>
  );
}

/** A section's plain list: each item one message. */
export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
