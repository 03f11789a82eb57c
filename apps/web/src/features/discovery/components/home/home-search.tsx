import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { T } from '../../home.texts';

/** Where a search goes: null (stay) for blank text, else /events?search={encoded trimmed text} (spec section 2). */
export function searchPath(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/events?search=${encodeURIComponent(trimmed)}` : null;
}

export function HomeSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const path = searchPath(text);
    if (path) navigate(path);
  };

  return (
    <section data-section="search" aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 pt-10 lg:pt-14">
      <h2 id={`${id}-title`} className="text-center text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {T.search.title}
      </h2>
      <p className="mt-2 text-center text-stone-600">{T.search.subtitle}</p>
      <form
        role="search"
        onSubmit={onSubmit}
        className="mt-5 flex items-center gap-2 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-orange-600"
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {T.search.label}
        </label>
        <Search aria-hidden className="ml-3 size-5 shrink-0 text-stone-500" />
        <input
          id={`${id}-input`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={T.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="home-search-input"
          className="h-11 min-w-0 flex-1 bg-transparent text-base text-stone-900 placeholder:text-stone-500 focus:outline-none"
        />
        <button type="submit" className={buttonClass('primary', 'md', 'shrink-0')}>
          {T.search.submit}
        </button>
      </form>
    </section>
  );
}
