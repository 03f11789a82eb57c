import { ChevronDown } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import { pageTitle, useDocumentTitle } from '@/lib/page-title';
import { writtenDay } from '@/i18n/format';
import { LAST_UPDATED, TranslationNotice } from '../markup';
import { LT } from '../texts';

export interface LegalSection {
  /** Anchor id, also used by the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
}

/** A section of plain paragraphs, one per text. */
export const textSection = (id: string, title: string, ...paragraphs: ReactNode[]): LegalSection => ({
  id,
  title,
  content: paragraphs.map((text, i) => <p key={i}>{text}</p>),
});

interface LegalPageProps {
  /** The page's own words: above the sections, and the closing card's title. */
  texts: { eyebrow: string; title: string; translationNotice: string; intro: string; contact: { title: string } };
  sections: LegalSection[];
  /** The closing "questions?" card, under its title. */
  contact: ReactNode;
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
 * the last-updated date, the translation notice and the introduction, a table of contents (a
 * sticky sidebar on desktop, a fold-out on phones), sections set at a readable measure and a
 * closing contact card.
 */
export function LegalPage({ texts, sections, contact }: LegalPageProps) {
  const { eyebrow, title } = texts;
  useDocumentTitle(pageTitle(title));
  const active = useActiveSection(sections.map((s) => s.id));
  return (
    <main className="bg-white">
      <div className="border-b border-stone-200 bg-gradient-to-b from-orange-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-orange-700">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-950 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-stone-600">{LT.lastUpdated(writtenDay(LAST_UPDATED))}</p>
          <div className="mt-6 max-w-prose text-lg leading-8 text-stone-700">
            <TranslationNotice text={texts.translationNotice} />
            <p>{texts.intro}</p>
          </div>
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
          <div className="mt-14 rounded-2xl border border-stone-200 bg-stone-50 p-6 text-base [&>p+p]:mt-2">
            <p className="font-semibold text-stone-900">{texts.contact.title}</p>
            {contact}
          </div>
        </article>
      </div>
    </main>
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

interface DataTableProps {
  caption: string;
  /** The column headings. */
  columns: ReactNode[];
  /** Each row: its heading cell, then its values. */
  rows: ReactNode[][];
  tableClass: string;
  /** Padding and alignment of every cell. */
  cellClass: string;
  /** The row headings' weight. */
  rowHeadClass: string;
  /** Centre the value columns (not the first). */
  centred?: boolean;
  /** Figures: digits of one width, so the columns line up. */
  numeric?: boolean;
  /** Rows of several lines: each cell starts at the top. */
  alignTop?: boolean;
}

/** A table of the information pages: caption for screen readers, a heading row, a heading per row. */
export function DataTable(props: DataTableProps) {
  const { caption, columns, rows, tableClass, cellClass, rowHeadClass, centred, numeric, alignTop } = props;
  const valueClass = cn(cellClass, centred && 'text-center');
  const bodyCellClass = cn(valueClass, alignTop && 'align-top');
  return (
    <table className={tableClass}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-stone-50 text-stone-700">
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={cn(i === 0 ? cellClass : valueClass, 'font-semibold')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn('divide-y divide-stone-100', numeric && 'tabular-nums')}>
        {rows.map(([head, ...values], i) => (
          <tr key={i}>
            <th scope="row" className={cn(cellClass, alignTop && 'align-top', rowHeadClass)}>
              {head}
            </th>
            {values.map((value, j) => (
              <td key={j} className={bodyCellClass}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
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
