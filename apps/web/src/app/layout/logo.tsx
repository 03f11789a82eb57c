import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';

/** The Tikiti word mark with its ticket glyph; the glyph is decorative, so the link reads 'Tikiti'. */
export function Logo({
  className,
  tone = 'dark',
  onClick,
}: {
  className?: string;
  tone?: 'dark' | 'light';
  onClick?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2',
        tone === 'dark' ? 'text-stone-950' : 'text-white focus-visible:ring-offset-stone-950',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" fill="#c2410c" />
        <path
          d="M9 11.5A1.5 1.5 0 0 1 10.5 10h11a1.5 1.5 0 0 1 1.5 1.5v2.25a2.25 2.25 0 0 0 0 4.5v2.25a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 9 20.5v-2.25a2.25 2.25 0 0 0 0-4.5z"
          fill="#fff"
        />
        <path d="M18.5 11.5v9" stroke="#c2410c" strokeWidth="1.25" strokeDasharray="1.5 1.5" />
      </svg>
      Tikiti
    </Link>
  );
}
