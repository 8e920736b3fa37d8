/**
 * Product pictures are drawn by the API from a key (apps/api/src/modules/media) and served as
 * `/media/ajrakh/{key}-{width}.webp` in these widths only, so pages can offer a srcset.
 */
export const MEDIA_WIDTHS = [320, 480, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The URL shape the shop stores for a picture, with an optional origin in front. */
const AJRAKH_URL = /^((?:https?:\/\/[^/?#]+)?\/media\/ajrakh\/[a-z0-9]+(?:-[a-z0-9]+)*)-(?:320|480|800|1200)\.webp$/;

/** The same picture at another width; a URL of any other shape comes back unchanged. */
export function imageUrlAt(url: string, width: MediaWidth): string {
  const match = AJRAKH_URL.exec(url);
  return match ? `${match[1]}-${width}.webp` : url;
}

/** A `srcset` offering every width of a generated picture; "" for any other URL. */
export function imageSrcSet(url: string): string {
  const match = AJRAKH_URL.exec(url);
  if (!match) return "";
  return MEDIA_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(", ");
}
