import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { DEFAULT_FILTERS, parseFilters, writeFilters, type TListingFilters } from './url-state';

export type TFiltersUpdate = TListingFilters | ((current: TListingFilters) => TListingFilters);

/**
 * The listing filters, read from and written to the query string (spec section 2: "written to the
 * query string without adding history entries, and removed when filters are cleared"). Every
 * write replaces the current history entry, so Back leaves the listing instead of stepping
 * through each checkbox. On arrival the address is normalised once (search= becomes q=,
 * unknown values disappear), also without a new entry.
 *
 * React Router applies navigations as transitions, so the address (and anything read from it)
 * updates a moment after the click. A checkbox bound straight to the address would flick back
 * for that moment; the new filters are therefore held locally, as an urgent update, until the
 * address catches up.
 */
export function useListingFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // `key` stands for searchParams: same string, same filters (presets are "as of now").
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fromUrl = useMemo(() => parseFilters(searchParams, new Date()), [key]);

  const [pending, setPending] = useState<{ filters: TListingFilters; basedOn: string } | null>(null);
  // Held filters count only while the address is still the one they were made from.
  const filters = pending && pending.basedOn === key ? pending.filters : fromUrl;
  const latest = useRef(filters);
  latest.current = filters;
  const keyRef = useRef(key);
  keyRef.current = key;

  // Once the address has moved on, drop the held filters (a later visit to the old address,
  // say through the header's 'Discover events' link, must read the address again).
  useEffect(() => {
    setPending((p) => (p && p.basedOn !== key ? null : p));
  }, [key]);

  useEffect(() => {
    const canonical = writeFilters(searchParams, fromUrl).toString();
    if (canonical !== key) setSearchParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setFilters = useCallback(
    (update: TFiltersUpdate) => {
      const next = typeof update === 'function' ? update(latest.current) : update;
      latest.current = next;
      const nextParams = writeFilters(new URLSearchParams(window.location.search), next);
      // Until the router commits, show `next`; once the address moves on, it takes over again.
      setPending({ filters: next, basedOn: keyRef.current });
      setSearchParams(nextParams, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setFilters(DEFAULT_FILTERS), [setFilters]);

  return { filters, setFilters, clearFilters };
}
