import { type RefObject, useEffect } from "react";

/**
 * What a shopper typed into a controlled field before the page's scripts ran (a slow phone). Hydration
 * keeps the text on screen, but the component's next render writes its state back over it; this hands
 * the text to the state once, right after hydration.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, adopt: (typed: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; later typing reaches onChange.
  useEffect(() => {
    const element = field.current;
    if (element && element.value !== element.defaultValue) adopt(element.value);
  }, []);
}
