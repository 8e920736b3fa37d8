import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Limiters } from "./limiters.ts";

/** What the plugin hands a store for a route: its merged limit options, the route among them (its types leave that out). */
type RouteLimitOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * The store @fastify/rate-limit counts the routes' limits in (`config: { rateLimit }` and
 * `createRateLimit`), kept by the same limiters as the sign-in lockouts: so they hold across workers
 * and instances on Redis or PostgreSQL alike. Each route counts under a name of its own.
 */
export function routeLimitStore(limiters: Limiters): FastifyRateLimitStoreCtor {
  return class RouteLimitStore implements FastifyRateLimitStore {
    readonly #name: string;

    constructor(options: object) {
      const route = (options as RouteLimitOptions).routeInfo;
      // A limit made with createRateLimit has no route: its key generator keeps its keys apart.
      this.#name = route?.url ? `route:${[route.method].flat().join(",")} ${route.url}` : "route";
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      limiters
        .limiter(this.#name, { points: max, windowMs: timeWindow })
        // The window is each call's own: limits without a route share the name but not their windows.
        .penalty(key, 1, { customDuration: timeWindow / 1000 })
        .then(
          (counted) => callback(null, { current: counted.consumedPoints, ttl: counted.msBeforeNext }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new RouteLimitStore(routeOptions);
    }
  };
}
