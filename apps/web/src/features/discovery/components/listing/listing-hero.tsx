import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cn } from '@/lib/cn';
import { T } from '../../discovery.texts';
import { MAX_SEARCH_LENGTH, normaliseSearch } from '../../filters/url-state';

/** Typing settles for this long before the search reaches the address and the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box. Keeps its own text while typing and commits it (trimmed) after a 300 ms pause
 * or at once on Enter; when the search changes elsewhere (a chip removed, 'Clear all') the box
 * follows.
 */
export function ListingSearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = normaliseSearch(text);
    if (next === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = next;
      onCommit(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onCommit]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = normaliseSearch(text);
    if (next !== committed.current) {
      committed.current = next;
      onCommit(next);
    }
    // On a phone, Enter should reveal the results rather than keep the keyboard up.
    if (window.matchMedia('(pointer: coarse)').matches) inputRef.current?.blur();
  };

  return (
    <form role="search" onSubmit={submit} className="relative flex w-full max-w-2xl items-center">
      <label htmlFor="listing-search" className="sr-only">
        {T.hero.searchLabel}
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-4 size-5 text-stone-500 sm:left-5" />
      <input
        ref={inputRef}
        id="listing-search"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={T.hero.searchPlaceholder}
        className={cn(
          'h-14 w-full rounded-full border-0 bg-white pl-11 text-[15px] text-stone-900 shadow-lg shadow-black/20 ring-1 ring-stone-200 placeholder:text-stone-500 focus:ring-2 focus:ring-orange-500 focus:outline-none sm:pl-13 sm:text-base [&::-webkit-search-cancel-button]:appearance-none',
          text ? 'pr-14 sm:pr-38' : 'pr-4 sm:pr-28',
        )}
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
          className="absolute right-3 flex size-9 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:outline-none sm:right-28"
          aria-label={T.hero.clearText}
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
      <button
        type="submit"
        className="absolute right-2 hidden h-10 items-center justify-center rounded-full bg-orange-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-orange-800 focus-visible:ring-2 focus-visible:ring-orange-300 focus-visible:ring-offset-2 focus-visible:outline-none sm:inline-flex"
      >
        {T.hero.search}
      </button>
    </form>
  );
}

/** Hero of the listing (spec section 1 and 2): headline, subtitle and the search box. */
export function ListingHero({ search, onSearch }: { search: string; onSearch: (q: string) => void }) {
  return (
    <section aria-labelledby="listing-hero-title" className="relative isolate overflow-hidden bg-stone-900 text-white">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_28rem_at_85%_-10%,rgba(234,88,12,0.45),transparent_60%),radial-gradient(40rem_20rem_at_0%_120%,rgba(194,65,12,0.35),transparent_60%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-7 pb-8 sm:px-6 sm:pt-14 sm:pb-16 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-orange-300 uppercase">{T.hero.eyebrow}</p>
        <h1
          id="listing-hero-title"
          className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {T.hero.title}
        </h1>
        <p className="mt-3 max-w-2xl text-base text-stone-300 sm:text-lg">{T.hero.subtitle}</p>
        <div className="mt-7">
          <ListingSearchBox value={search} onCommit={onSearch} />
        </div>
      </div>
    </section>
  );
}
