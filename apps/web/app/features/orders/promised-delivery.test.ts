import { describe, expect, it } from "vitest";
import { en } from "#app/lib/i18n/en.ts";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { promisedDeliveryText } from "./promised-delivery.ts";

const t: Translate = (key, values) => translate(en, key, values);

describe("promisedDeliveryText", () => {
  it("gives the range promised at the PIN code when the order kept its first day", () => {
    expect(promisedDeliveryText(t, "2026-12-01", "2026-12-04", "en-GB")).toMatch(/^Expected delivery Tue 1 Dec\s–\sFri 4 Dec$/);
  });

  it("gives the last day alone for orders without a range (abroad, older orders, one day)", () => {
    expect(promisedDeliveryText(t, null, "2026-12-04", "en-GB")).toBe("Expected delivery by 4 Dec 2026");
    expect(promisedDeliveryText(t, "2026-12-04", "2026-12-04", "en-GB")).toBe("Expected delivery by 4 Dec 2026");
  });
});
