/** Public URL of a generated pattern image at the default width (see routes.ts for the widths served). */
export function patternImageUrl(key: string, width = 800): string {
  return `/media/ajrakh/${key}-${width}.webp`;
}
