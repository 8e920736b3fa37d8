import { useEffect, useState } from "react";

/**
 * The time, renewed every half minute while the page is open (for a countdown in minutes); null on the
 * server and until the page has started, so what depends on it is the browser's alone (the server's
 * clock, or a page served from the cache, could otherwise show what the browser does not).
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
