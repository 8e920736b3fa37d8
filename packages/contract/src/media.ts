/**
 * Product pictures are drawn by the API from a key (apps/api/src/modules/media) and served as
 * `/media/ajrakh/{key}-{width}.{format}` in these widths and formats only, so pages can offer a
 * srcset. The shop stores the WebP URL; AVIF is the same picture in about half the bytes, for
 * browsers that say they take it (a <picture> source).
 */
export const MEDIA_WIDTHS = [320, 480, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const MEDIA_FORMATS = ["webp", "avif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/**
 * The URL shape the shop stores for a picture, with an optional origin in front: a drawn pattern
 * (`/media/ajrakh/`) or a picture staff uploaded (`/media/catalog/`), both in every width and format.
 */
const SHOP_PICTURE_URL =
  /^((?:https?:\/\/[^/?#]+)?\/media\/(?:ajrakh|catalog)\/[a-z0-9]+(?:-[a-z0-9]+)*)-(?:320|480|800|1200)\.(?:webp|avif)$/;

/** The same picture at another width (and format); a URL of any other shape comes back unchanged. */
export function imageUrlAt(url: string, width: MediaWidth, format: MediaFormat = "webp"): string {
  const match = SHOP_PICTURE_URL.exec(url);
  return match ? `${match[1]}-${width}.${format}` : url;
}

/**
 * A `srcset` offering every width of a generated picture up to `upTo` (a picture never drawn wider
 * need not name the larger files); "" for any other URL.
 */
export function imageSrcSet(url: string, format: MediaFormat = "webp", upTo: MediaWidth = 1200): string {
  const match = SHOP_PICTURE_URL.exec(url);
  if (!match) return "";
  return MEDIA_WIDTHS.filter((width) => width <= upTo)
    .map((width) => `${match[1]}-${width}.${format} ${width}w`)
    .join(", ");
}

/** Whether a URL is a picture the API serves in every width, and as AVIF too (drawn or uploaded). */
export function isGeneratedImage(url: string): boolean {
  return SHOP_PICTURE_URL.test(url);
}
