import type { Database } from "#src/db/client.ts";
import { deleteExpiredLimits } from "./queries.ts";

/** How often each process clears ended windows out of the rate_limits table. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * A count whose window has ended is never read again (the next use starts a new window over it), but
 * a key used once (a client address, an account's e-mail) would otherwise stay for good. Every process
 * sweeps now and then; several doing so costs a few cheap deletes. Answers a function that stops it.
 */
export function keepExpiredLimitsSwept(db: Database, everyMs = SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    // A failed sweep (the database away for a moment) is retried at the next one.
    deleteExpiredLimits(db, new Date()).catch(() => {});
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
