/** Pages a shopper should not be sent back to after logging in (they would only bounce or log out again). */
const NOT_AFTER_LOGIN = /^\/(login|register|logout|forgot-password|reset_password)(\/|\?|#|$)/;

/**
 * The `redirectTo` of /login when it is a path of this shop, else `fallback`. Anything that could leave
 * the site (`//evil.example`, `/\evil.example`, `https://...`, control characters) is refused: an
 * open redirect after login is a phishing tool. The check is made again on the normalised path, since
 * `/.//evil.example` or `/%2e//evil.example` only become `//evil.example` (another host, to a browser)
 * once dot segments are resolved.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !isSingleSlashPath(value)) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value) || value.length > 2000) return fallback;
  const base = "http://shop.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isSingleSlashPath(path) || NOT_AFTER_LOGIN.test(path)) return fallback;
  return path;
}

function isSingleSlashPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
