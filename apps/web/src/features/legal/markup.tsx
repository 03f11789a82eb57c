import { DEFAULT_LOCALE } from '@tribe/contracts/locale';
import { Link } from '@/lib/router';
import { useLocale } from '@/i18n/i18n';
import type { TagRenderer } from '@/i18n/rich';

/** The day the information pages last changed, written out in the reader's language. */
export const LAST_UPDATED = '2026-11-22';

/** Renderers for the tags in the information pages' messages (see rich()). */
export const strong: TagRenderer = (text) => <strong>{text}</strong>;
export const linkTo =
  (to: string, className?: string): TagRenderer =>
  (text) => (
    <Link to={to} className={className}>
      {text}
    </Link>
  );
export const anchor =
  (href: string, className?: string): TagRenderer =>
  (text) => (
    <a href={href} className={className}>
      {text}
    </a>
  );

/** A link to another site, opened in a new tab. */
export const externalLink =
  (href: string): TagRenderer =>
  (text) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );

/**
 * Shown above a legal page's introduction in any language but English: the English text is the
 * one that binds, and the reader is told so.
 */
export function TranslationNotice({ text }: { text: string }) {
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return null;
  return (
    <p role="note" className="mb-4 rounded-xl border border-orange-200 bg-white/70 px-4 py-2 text-sm leading-6">
      {text}
    </p>
  );
}
