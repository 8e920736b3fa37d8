import type { FastifyReply } from "fastify";
import { type Database, isEmbedded } from "#src/db/client.ts";
import { ApiError } from "#src/plugins/api-error.ts";

/** How many searches reach the database at once, and how many may wait for their turn. */
export interface SearchLimits {
  /** Searches worked on at the same time; the others wait in the order they came. */
  concurrent: number;
  /** Searches that may wait; one more is refused at once with 503 `server.unavailable`. */
  queued: number;
}

/**
 * The embedded PGlite runs every statement on this process's one thread, and answers within the
 * turn of the event loop that asks: under a flood of distinct searches every other request, a
 * health check included, waited behind all the searches in progress (250–500 ms at the median).
 * One search at a time, each begun on a later turn, keeps that wait to about one search. A waiting
 * search costs next to nothing, while a refused one still costs its answer (a list page's refusal is
 * a whole page): 128 waiting is one to two seconds of searches on the demo catalog.
 */
const EMBEDDED_LIMITS: SearchLimits = { concurrent: 1, queued: 128 };

/**
 * On PostgreSQL a search holds one of the pool's connections (10 by default) for its statements:
 * six at a time leave the rest to bags, checkouts and the back office, and keep two cores as busy
 * as more would. At a few hundred to a thousand searches a second, 256 waiting is well under a
 * second of waiting.
 */
const SERVER_LIMITS: SearchLimits = { concurrent: 6, queued: 256 };

export function defaultSearchLimits(db: Database): SearchLimits {
  return isEmbedded(db) ? EMBEDDED_LIMITS : SERVER_LIMITS;
}

export interface SearchGate {
  /** Runs `work` when a place is free, or refuses with 503 when too many already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Searches waiting for a place now. */
  readonly waiting: number;
}

/** Seconds a refused client is asked to wait before asking again (`Retry-After`). */
const RETRY_AFTER_S = 1;

/**
 * Searches and suggestions that must reach the database (answers kept a few seconds are served
 * without it) pass through one gate: at most `concurrent` at once, at most `queued` waiting, and
 * the rest refused at once, which costs next to nothing, rather than queued without end.
 */
export function createSearchGate(limits: SearchLimits): SearchGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (!next) {
      running--;
      return;
    }
    // The place passes straight to the next search, on the loop's next turn: the requests that
    // arrived meanwhile (a health check, a page) are read first.
    setImmediate(next);
  }

  return {
    get waiting() {
      return waiting.length;
    },
    async run(work) {
      if (running < limits.concurrent) {
        running++;
        // Begun on a later turn of the event loop, as a waiting search is. PGlite answers within the
        // turn that asks, so a search begun at once ran to its end before the loop read the next
        // request, and twenty of them were one turn: a health check waited behind all twenty.
        await new Promise<void>((resolve) => setImmediate(resolve));
      } else if (waiting.length < limits.queued) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new SearchBusyError();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** The gate's refusal: the route answers it with Retry-After as well. */
export class SearchBusyError extends ApiError<"server.unavailable"> {
  constructor() {
    super(503, "server.unavailable", "Search is very busy just now. Please try again in a moment.");
  }
}

/** A route's answer, or the gate's refusal with Retry-After on `reply` (the error handler writes its body). */
export async function answerOrRetryLater<T>(reply: FastifyReply, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof SearchBusyError) reply.header("retry-after", String(RETRY_AFTER_S));
    throw error;
  }
}
