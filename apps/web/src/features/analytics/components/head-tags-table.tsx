import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

interface TTag {
  key: string;
  value: string;
}

/** Title, canonical link and every named meta tag of a document head, in order. */
export function readHeadTags(doc: Document): TTag[] {
  const tags: TTag[] = [];
  const title = doc.querySelector('head > title')?.textContent;
  if (title) tags.push({ key: 'title', value: title });
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical) tags.push({ key: 'canonical', value: canonical });
  doc.head.querySelectorAll('meta').forEach((m) => {
    const key = m.getAttribute('property') ?? m.getAttribute('name');
    if (key) tags.push({ key, value: m.getAttribute('content') ?? '' });
  });
  return tags;
}

function TagsTable({ tags, caption }: { tags: TTag[]; caption: string }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-xs uppercase tracking-wider text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Tag
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Content
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {tags.map((t, i) => (
            <tr key={`${t.key}-${i}`} className={t.key.startsWith('og:') ? 'bg-orange-50/40' : undefined}>
              <th
                scope="row"
                className="whitespace-nowrap px-4 py-3 align-top font-mono text-xs font-semibold text-stone-900"
              >
                {t.key}
              </th>
              <td className="break-all px-4 py-3 text-stone-700">{t.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /tags-test: the head tags of this page, and of any other path as the server first sends it
 * (what WhatsApp, Facebook and X see, since their crawlers do not run JavaScript).
 */
export function HeadTagsInspector() {
  const [current, setCurrent] = useState<TTag[]>([]);
  const refresh = useCallback(() => setCurrent(readHeadTags(document)), []);
  // After the page's own effects (its title) have run.
  useEffect(() => {
    const t = window.setTimeout(refresh, 0);
    return () => window.clearTimeout(t);
  }, [refresh]);

  const inputId = useId();
  const [path, setPath] = useState('/events/');
  const [remote, setRemote] = useState<{ path: string; tags: TTag[] } | { path: string; error: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async (e: FormEvent) => {
    e.preventDefault();
    const target = path.trim();
    if (!target.startsWith('/')) {
      setRemote({ path: target, error: 'Enter a path on this site, starting with /.' });
      return;
    }
    setChecking(true);
    try {
      const res = await fetch(target, { headers: { Accept: 'text/html' } });
      const html = await res.text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      setRemote({ path: target, tags: readHeadTags(doc) });
    } catch {
      setRemote({ path: target, error: 'Could not load that page.' });
    } finally {
      setChecking(false);
    }
  };

  const ogCount = current.filter((t) => t.key.startsWith('og:')).length;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="current-heading">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="current-heading" className="text-lg font-semibold text-stone-900">
              This page
            </h2>
            <p className="text-sm text-stone-600">
              {current.length} tags, {ogCount} Open Graph.
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={refresh}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
        </div>
        <TagsTable tags={current} caption="Head tags of this page" />
      </section>

      <section aria-labelledby="remote-heading">
        <h2 id="remote-heading" className="text-lg font-semibold text-stone-900">
          Another page, as the server sends it
        </h2>
        <form onSubmit={check} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-stone-700">
              Path
            </label>
            <input
              id={inputId}
              value={path}
              onChange={(e) => setPath(e.target.value)}
              placeholder="/events/your-event-id"
              className="mt-1 h-11 w-full rounded-xl border border-stone-300 bg-white px-3 font-mono text-sm outline-none focus-visible:border-orange-600 focus-visible:ring-2 focus-visible:ring-orange-600/30"
            />
          </div>
          <Button type="submit" disabled={checking}>
            {checking ? 'Checking…' : 'Check tags'}
          </Button>
        </form>
        {remote && (
          <div className="mt-4">
            {'error' in remote ? (
              <p role="alert" className="text-sm text-red-700">
                {remote.error}
              </p>
            ) : (
              <TagsTable tags={remote.tags} caption={`Head tags of ${remote.path}`} />
            )}
          </div>
        )}
      </section>
    </div>
  );
}
