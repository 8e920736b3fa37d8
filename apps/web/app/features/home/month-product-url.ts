/**
 * A product of the month leads to the list searched by its name, tagged as coming
 * from the month block (`d=productSQ`) with a timestamp. The timestamp comes from the loader, so the
 * server's HTML and the hydrated page agree on every link.
 */
export function monthProductUrl(productName: string, uniId: number): string {
  return `/product?q=${encodeURIComponent(productName)}&d=productSQ&uniId=${uniId}`;
}
