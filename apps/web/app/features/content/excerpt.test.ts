import { describe, expect, it } from "vitest";
import { excerpt, htmlToText } from "./excerpt.ts";

describe("htmlToText", () => {
  it("drops tags, keeps words apart across blocks and decodes entities", () => {
    expect(htmlToText("<h2>Indigo</h2><p>Deep &amp; <strong>dark</strong>&nbsp;blue</p><ul><li>one</li><li>two</li></ul>")).toBe(
      "Indigo Deep & dark blue one two",
    );
    expect(htmlToText("<p>1 &lt; 2 &#8211; &#x2014; &quot;ok&quot; &bogus;</p>")).toBe('1 < 2 – — "ok" &bogus;');
  });
});

describe("excerpt", () => {
  it("keeps short texts whole and cuts long ones at a word count with an ellipsis", () => {
    expect(excerpt("<p>three little words</p>", 3)).toBe("three little words");
    expect(excerpt("<p>one two three four</p>", 3)).toBe("one two three…");
    const long = `<p>${Array.from({ length: 120 }, (_, i) => `w${i}`).join(" ")}</p>`;
    expect(excerpt(long, 100).split(" ")).toHaveLength(100);
  });
});
