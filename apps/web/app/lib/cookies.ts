/** Reads one cookie from a Cookie header (server) or document.cookie (browser). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Stores a shopper preference the server must see when it renders the next page. */
export function writePreferenceCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Sets a cookie to "1" for a year, or clears it: a fact about this browser the server should see. */
export function writeFlagCookie(name: string, on: boolean): void {
  if (on) {
    writePreferenceCookie(name, "1");
    return;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
