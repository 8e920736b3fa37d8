import { ShoppingBag as bagShapes } from "lucide";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type IconProps, ShoppingBag, shapesMarkup } from "./icons.tsx";

const draw = (props: IconProps = {}) => renderToStaticMarkup(createElement(ShoppingBag, props));

describe("icons", () => {
  it("draw lucide's shapes in an outlined 24-unit box, as lucide-react does", () => {
    expect(draw({ size: 20 })).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-shopping-bag" aria-hidden="true">${shapesMarkup(bagShapes)}</svg>`,
    );
    expect(shapesMarkup(bagShapes)).toMatch(/^<path d="M16 10a4 4 0 0 1-8 0"><\/path><path d="[^"]+"><\/path>/);
  });

  it("are hidden from screen readers unless they are labelled", () => {
    expect(draw()).toContain('aria-hidden="true"');
    const labelled = draw({ "aria-label": "Bag", role: "img" });
    expect(labelled).toContain('aria-label="Bag"');
    expect(labelled).not.toContain("aria-hidden");
  });

  it("take a size, a stroke, a class and other attributes", () => {
    const drawn = draw({ size: 16, strokeWidth: 1.5, className: "text-ink", fill: "currentColor", id: "bag" });
    expect(drawn).toContain('width="16" height="16"');
    expect(drawn).toContain('stroke-width="1.5"');
    expect(drawn).toContain('class="lucide lucide-shopping-bag text-ink"');
    expect(drawn).toContain('fill="currentColor"');
    expect(drawn).toContain('id="bag"');
  });

  it("escape what they write into markup", () => {
    expect(shapesMarkup([["text", { x: '1" onload="alert(1)', y: "<b>&" }]])).toBe(
      '<text x="1&quot; onload=&quot;alert(1)" y="&lt;b>&amp;"></text>',
    );
  });
});
