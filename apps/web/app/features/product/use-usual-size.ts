import type { Variant } from "@chhaap/contract/catalog";
import { type RefObject, useCallback, useEffect, useState } from "react";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";
import { readUsualSize, USUAL_SIZES_KEY, usualSizeToChoose, withUsualSize } from "./size-memory.ts";

/**
 * The usual size of a garment type: after hydration (the server cannot read the browser's memory) it
 * is chosen for the shopper when nothing is chosen yet and this piece has it in stock; every size the
 * shopper picks becomes the usual one. `noticed` is the size the page chose, while its note shows.
 */
export function useUsualSize({
  garmentType,
  sizes,
  chosen,
  choose,
  sizesRef,
}: {
  garmentType: string;
  sizes: Variant["size"];
  chosen: string | null;
  choose: (size: string) => void;
  /** The sizes' fieldset: hiding the note puts focus on the chosen size. */
  sizesRef: RefObject<HTMLFieldSetElement | null>;
}) {
  const [noticed, setNoticed] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per garment type; later choices are the shopper's.
  useEffect(() => {
    if (chosen !== null) return;
    const usual = usualSizeToChoose(sizes, readUsualSize(readLocal(USUAL_SIZES_KEY), garmentType));
    if (!usual) return;
    choose(usual);
    setNoticed(usual);
  }, [garmentType]);

  const remember = useCallback(
    (size: string) => {
      writeLocal(USUAL_SIZES_KEY, withUsualSize(readLocal(USUAL_SIZES_KEY), garmentType, size));
      // The note is about the page's choice; once the shopper picks another size it says nothing true.
      setNoticed((shown) => (shown === size ? shown : null));
    },
    [garmentType],
  );

  const hide = useCallback(() => {
    setNoticed(null);
    sizesRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
  }, [sizesRef]);

  return { noticed, remember, hide };
}
