import { describe, expect, it } from "vitest";
import { fr } from "#app/lib/i18n/fr.ts";
import { translate } from "#app/lib/i18n/translate.ts";
import { shopPageTitle } from "./shop-page-title.ts";

describe("a shop page's heading", () => {
  const inFrench = (key: Parameters<typeof translate>[1]) => translate(fr, key);

  it("is the interface's translation while the page keeps its usual name", () => {
    expect(shopPageTitle("Return Policy", "returnPolicy", inFrench)).toEqual({ text: fr.returnPolicy, lang: undefined });
  });

  it("is the title as staff wrote it, in English, once they changed it", () => {
    expect(shopPageTitle("Returns and Exchanges", "returnPolicy", inFrench)).toEqual({
      text: "Returns and Exchanges",
      lang: "en",
    });
  });
});
