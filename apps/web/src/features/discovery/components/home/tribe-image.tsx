import { useEffect, useRef, useState } from 'react';
import type { TPublicTribe } from '@tribe/contracts';
import { dataSaverImageUrl } from '@tribe/contracts/image-variants';
import { catalogueName } from '@/i18n/catalogue-names';
import { cn } from '@/lib/cn';
import { useDataSaver, useNearScreen } from '@/lib/data-saver';

/** A tribe's picture; without one, or if it fails, a warm tile with the tribe's initials instead of a broken icon. */
export function TribeImage({
  tribe,
  className,
  width,
  height,
}: {
  tribe: Pick<TPublicTribe, 'name' | 'image'> & { nameSw?: string | null };
  className?: string;
  width: number;
  height: number;
}) {
  const [failed, setFailed] = useState(false);
  const saveData = useDataSaver();
  const box = useRef<HTMLSpanElement>(null);
  // Saving data, fetched only once it nears the screen (native lazy loading starts far earlier).
  const near = useNearScreen(box, saveData);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before React attached its listener (the server drew it, decision 031).
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && el.currentSrc) setFailed(true);
  }, [near]);
  if (tribe.image && !near) return <span ref={box} aria-hidden className={cn('block bg-stone-100', className)} />;
  if (failed || !tribe.image) {
    const initials = catalogueName(tribe)
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    return (
      <span
        aria-hidden
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-orange-200 to-amber-100 font-bold text-orange-900',
          className,
        )}
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      ref={img}
      src={saveData ? dataSaverImageUrl(tribe.image, width) : tribe.image}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-stone-100 object-cover', className)}
    />
  );
}
