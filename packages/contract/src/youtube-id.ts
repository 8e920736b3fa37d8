/** A YouTube video id is exactly 11 characters of letters, digits, `-` and `_`. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/**
 * The video id is the 11 characters taken from the video link. Accepts the three shapes shops
 * paste: `youtube.com/watch?v=ID`, `youtu.be/ID` and `youtube.com/embed/ID`; anything else is null, so
 * a broken link hides the video instead of opening an empty player.
 */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = parsed.searchParams.get("v");
    else if (segments.length === 2 && segments[0] === "embed") candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced player (CSP frame-src allows only this host); it starts at once because the shopper asked for it. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}
