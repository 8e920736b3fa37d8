/** Public URL of a generated pattern image at the default width (see routes.ts for the widths served). */
export function patternImageUrl(key: string, width = 800): string {
  return `/media/ajrakh/${key}-${width}.webp`;
}

/** A category's picture: the one staff uploaded, or else the pattern drawn for it. */
export function categoryPictureUrl(category: { picture: string; imageKey: string }): string {
  return category.picture || patternImageUrl(category.imageKey);
}
