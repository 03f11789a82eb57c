import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { dataSaverImageUrl } from '@tribe/contracts/image-variants';
import { cn } from '@/lib/cn';
import { useDataSaver, useNearScreen } from '@/lib/data-saver';
import { T } from '../event-card.texts';
import { normalizeImageUrl, PLACEHOLDER_EVENT_IMAGE } from '../image-url';

interface EventImageProps {
  src: string | null | undefined;
  alt: string;
  /** Above the fold: load eagerly and at high priority. */
  priority?: boolean;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * An event image that never shows a broken icon: a missing or failing image becomes the
 * placeholder, and if the placeholder fails too, the words 'Image not available' (spec section 8).
 * Fills its (sized) parent, so the box never shifts. With the data saver on, the smaller copy
 * that fits the box (dataSaverImageUrl), and below the fold only once it nears the screen.
 */
export function EventImage(props: EventImageProps) {
  const saveData = useDataSaver();
  const normal = normalizeImageUrl(props.src);
  const url = normal && saveData ? dataSaverImageUrl(normal, props.width ?? DEFAULT_WIDTH) : normal;
  // Remount per URL so a new event starts from its own image again.
  return <EventImageInner key={url ?? ''} {...props} url={url} saveData={saveData} />;
}

const DEFAULT_WIDTH = 640;

const nextStage = (s: 'image' | 'placeholder' | 'failed') => (s === 'image' ? 'placeholder' : 'failed');

function EventImageInner({
  url,
  alt,
  priority = false,
  width = DEFAULT_WIDTH,
  height = 360,
  className,
  saveData,
}: EventImageProps & { url: string | null; saveData: boolean }) {
  const [stage, setStage] = useState<'image' | 'placeholder' | 'failed'>(url ? 'image' : 'placeholder');
  const ref = useRef<HTMLImageElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearScreen(box, saveData && !priority);

  const fail = () => setStage(nextStage);

  // An image that failed before React attached its listener (e.g. a cached 404) reports no size.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setStage(nextStage);
  }, [stage]);

  if (!near) {
    return (
      <span
        ref={box}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        data-testid="image-held"
        className={cn('block size-full bg-stone-100', className)}
      />
    );
  }
  if (stage === 'failed') {
    return (
      <div
        className={cn(
          'flex size-full flex-col items-center justify-center gap-1 bg-stone-100 text-stone-600',
          className,
        )}
        data-testid="image-not-available"
      >
        <ImageOff aria-hidden className="size-6" />
        <span className="text-sm">{T.imageNotAvailable}</span>
      </div>
    );
  }
  const src = stage === 'image' && url ? url : PLACEHOLDER_EVENT_IMAGE;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={fail}
      data-placeholder={stage === 'placeholder' ? 'true' : undefined}
      className={cn('size-full bg-stone-100 object-cover', className)}
    />
  );
}
