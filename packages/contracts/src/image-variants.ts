/**
 * Smaller copies of the site's pictures for the data saver (issue 20, item 5). The server makes
 * them on request (GET /img/{width}/{path}, apps/api/src/modules/uploads/image-variants.ts) from
 * the app's own pictures (/images/…) and uploads (/uploads/…); a picture elsewhere (an http URL)
 * has no smaller copy and is used as it is.
 */

/** The only widths the server makes, so a crawler cannot fill its cache with every size. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480] as const;
export type TImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const IMAGE_VARIANT_PREFIX = '/img/';

/** A picture path the server can make smaller copies of: its own files, no way out of their folder. */
export const VARIANT_SOURCE = /^\/(images|uploads)\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(webp|png|jpe?g)$/;

/**
 * The copy of `url` to show in a box `displayWidth` CSS pixels wide when saving data: about half
 * the box's width in image pixels (a little soft on a sharp phone screen, a third of the bytes or
 * less), at least the smallest width made. Anything without copies comes back unchanged.
 */
export function dataSaverImageUrl(url: string, displayWidth: number): string {
  if (!VARIANT_SOURCE.test(url) || url.includes('..')) return url;
  const want = displayWidth / 2;
  const width = IMAGE_VARIANT_WIDTHS.find((w) => w >= want) ?? IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  return `${IMAGE_VARIANT_PREFIX}${width}${url}`;
}
