import type { VariantDetail } from "@chhaap/contract/catalog";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { en } from "#app/lib/i18n/en.ts";
import { I18nProvider } from "#app/lib/i18n/i18n-provider.tsx";
import { ProductAccordions } from "./product-accordions.tsx";

type Shown = Pick<VariantDetail, "product" | "attributes" | "dimensions" | "item_code">;

function render(variant: { dimensions: Shown["dimensions"]; details: string }): string {
  const shown = {
    item_code: "AJ-1",
    dimensions: variant.dimensions,
    attributes: { color: "Indigo", material: "Cotton", weight: 0.5 },
    product: { details: variant.details, description: "A saree.", craftStory: "", careGuide: "" },
  } as unknown as Shown;
  // The provider's props type asks for `children`; React.createElement takes them as its third argument.
  const props = { messages: en } as Parameters<typeof I18nProvider>[0];
  return renderToString(createElement(I18nProvider, props, createElement(ProductAccordions, { variant: shown })));
}

describe("ProductAccordions", () => {
  it("shows the packed size only when the owner gave all three measures", () => {
    expect(render({ dimensions: { length: 30, width: 20, height: 4 }, details: "" })).toContain("Packed size");
    expect(render({ dimensions: { length: 0, width: 0, height: 0 }, details: "" })).not.toContain("Packed size");
    expect(render({ dimensions: { length: 30, width: 0, height: 4 }, details: "" })).not.toContain("Packed size");
  });

  it("keeps the owner's paragraphs apart and their single line breaks inside one", () => {
    const html = render({
      dimensions: { length: 1, width: 1, height: 1 },
      details: "Wash cold.\nDry in shade.\n\nIron inside out.",
    });
    expect(html).toContain('<p dir="auto">Wash cold.\nDry in shade.</p>');
    expect(html).toContain('<p dir="auto">Iron inside out.</p>');
  });
});
