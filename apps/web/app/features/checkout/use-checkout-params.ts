import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * Both checkouts keep the shopper's choices in the URL (`address`, and the one-page checkout's
 * `coupon`), so the loader prices exactly that choice. Sets each given key, or removes it for null,
 * in place: no new history entry, no jump to the top.
 */
export function useCheckoutParams(): (changes: Record<string, string | null>) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | null>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
}
