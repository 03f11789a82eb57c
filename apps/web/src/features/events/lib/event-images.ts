/** Shown when an event image is missing or fails to load (spec section 8: placeholder on failure). */
export const PLACEHOLDER_IMAGE = '/images/placeholder-event.webp';

/** Spec section 5: image paths must start with / or http. */
export function isUsableImageUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  const trimmed = url.trim();
  return trimmed.startsWith('/') || trimmed.startsWith('http');
}

/**
 * The carousel's images: the main image first, then the extra images, duplicates removed and only
 * usable paths kept (spec section 2). Empty when the event has no usable image at all.
 */
export function galleryImages(
  mainUrl: string | null | undefined,
  extra: readonly { imageUrl: string }[] = [],
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const candidate of [mainUrl, ...extra.map((i) => i.imageUrl)]) {
    if (!isUsableImageUrl(candidate)) continue;
    const url = candidate.trim();
    if (seen.has(url)) continue;
    seen.add(url);
    out.push(url);
  }
  return out;
}
