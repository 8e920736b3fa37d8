/**
 * Couriers whose websites open a parcel's tracking page from its number. Staff type the carrier's
 * name freely; a name that mentions one of these gets a link, any other carrier shows its number only.
 */
const TRACKING_PAGES: { name: RegExp; page: (number: string) => string }[] = [
  { name: /delhivery/i, page: (n) => `https://www.delhivery.com/track/package/${n}` },
  { name: /\bdhl\b/i, page: (n) => `https://www.dhl.com/in-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}` },
  { name: /fedex/i, page: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: /\bups\b/i, page: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { name: /aramex/i, page: (n) => `https://www.aramex.com/track/results?ShipmentNumber=${n}` },
];

/** The carrier's tracking page for this parcel, or null when we know of none. */
export function trackingLink(carrier: string, trackingNumber: string): string | null {
  const known = TRACKING_PAGES.find((entry) => entry.name.test(carrier));
  return known ? known.page(encodeURIComponent(trackingNumber.trim())) : null;
}
