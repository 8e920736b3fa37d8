import { readFileSync, writeFileSync } from "node:fs";
import { type IconNode, icons as lucide } from "lucide";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as shopIcons from "./icons.tsx";
import { ICON_SPRITE_URL, type IconProps, ShoppingBag } from "./icons.tsx";

const SPRITE_FILE = new URL("./icons.svg", import.meta.url);
const draw = (props: IconProps = {}) => renderToStaticMarkup(createElement(ShoppingBag, props));

const escapeAttribute = (value: unknown) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** An icon's shapes as SVG markup. */
function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
      return `<${tag}${written.join("")}/>`;
    })
    .join("");
}

/** `shopping-bag` is lucide's `ShoppingBag`. */
const lucideName = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter: string) => letter.toUpperCase());

const STROKE = 'stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

/** The sprite of every icon icons.tsx exports, from lucide's data: what icons.svg must hold. */
function spriteMarkup(): string {
  const names = Object.values(shopIcons)
    .flatMap((icon) => (typeof icon === "function" && "iconName" in icon ? [icon.iconName] : []))
    .sort();
  const symbols = names.map((name) => {
    const node = (lucide as Record<string, IconNode>)[lucideName(name)];
    if (!node) throw new Error(`lucide has no icon ${name}`);
    // A <use> of another file clones the symbol alone: what its shapes share is written on each symbol.
    return `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${shapesMarkup(node)}</symbol>`;
  });
  // The sprite is never drawn itself, only its symbols.
  return ['<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">', ...symbols, "</svg>", ""].join("\n");
}

describe("icons", () => {
  it("come from a sprite written from lucide's data for every icon the shop draws", () => {
    // After adding an icon to icons.tsx: UPDATE_ICON_SPRITE=1 npx vitest run apps/web/app/components/icons.test.ts
    if (process.env.UPDATE_ICON_SPRITE) writeFileSync(SPRITE_FILE, spriteMarkup());
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(spriteMarkup());
    expect(spriteMarkup()).toContain(
      '<symbol id="shopping-bag" viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><path d="M16 10a4 4 0 0 1-8 0"/><path d="M3.103 6.034h17.794"/>',
    );
  });

  it("use their symbol in an outlined box of the size asked for", () => {
    expect(draw({ size: 20 })).toBe(
      `<svg width="20" height="20" class="i" aria-hidden="true"><use href="${ICON_SPRITE_URL}#shopping-bag"></use></svg>`,
    );
    // The outline itself: no fill and a 2 px stroke for the class, unless the icon's attributes say otherwise.
    const base = readFileSync(new URL("../styles/base.css", import.meta.url), "utf8");
    expect(base).toMatch(/:where\(svg\.i:not\(\[fill\]\)\) \{\s*fill: none;\s*\}/);
    expect(base).toMatch(/:where\(svg\.i:not\(\[stroke-width\]\)\) \{\s*stroke-width: 2;\s*\}/);
  });

  it("are hidden from screen readers unless they are labelled", () => {
    expect(draw()).toContain('aria-hidden="true"');
    const labelled = draw({ "aria-label": "Bag", role: "img" });
    expect(labelled).toContain('aria-label="Bag"');
    expect(labelled).not.toContain("aria-hidden");
  });

  it("take a size, a stroke, a fill, a class and other attributes", () => {
    const drawn = draw({ size: 16, strokeWidth: 1.5, className: "text-ink", fill: "currentColor", id: "bag" });
    expect(drawn).toContain('width="16" height="16"');
    expect(drawn).toContain('fill="currentColor" stroke-width="1.5" class="i text-ink"');
    // Never a style attribute: the CSP allows none.
    expect(drawn).not.toContain("style=");
    expect(drawn).toContain('id="bag"');
  });
});
