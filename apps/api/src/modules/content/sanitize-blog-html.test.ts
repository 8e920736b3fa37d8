import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "./sanitize-blog-html.ts";

describe("sanitizeBlogHtml", () => {
  it("keeps the formatting a post is written with", () => {
    const html =
      "<h2>Indigo</h2><p>A <strong>deep</strong> <em>blue</em>, <b>dipped</b> <i>often</i>.<br></p>" +
      "<h3>Steps</h3><h4>First</h4><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Keep it today.</blockquote>";
    expect(sanitizeBlogHtml(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("keeps safe links with rel=noopener and pictures from the shop or https", () => {
    expect(sanitizeBlogHtml('<a href="https://example.org/a" target="_blank">x</a>')).toBe(
      '<a href="https://example.org/a" rel="noopener">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:care@chhaap.shop">mail</a>')).toBe(
      '<a href="mailto:care@chhaap.shop" rel="noopener">mail</a>',
    );
    expect(sanitizeBlogHtml('<a href="/product?q=saree">sarees</a>')).toBe(
      '<a href="/product?q=saree" rel="noopener">sarees</a>',
    );
    expect(sanitizeBlogHtml('<img src="/media/ajrakh/indigo-x-800.webp" alt="Indigo">')).toBe(
      '<img src="/media/ajrakh/indigo-x-800.webp" alt="Indigo" />',
    );
    expect(sanitizeBlogHtml('<img src="https://cdn.example.org/a.jpg" alt="">')).toBe(
      '<img src="https://cdn.example.org/a.jpg" alt="" />',
    );
  });

  it("drops scripts, frames, forms and styles with their content", () => {
    const out = sanitizeBlogHtml(
      '<p>ok</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><form><input></form>',
    );
    expect(out).toBe("<p>ok</p>");
  });

  it("drops event handlers and style attributes", () => {
    const out = sanitizeBlogHtml('<p onclick="alert(1)" style="color:red" class="x">a</p><img src="/a.webp" onerror="alert(1)">');
    expect(out).toBe('<p>a</p><img src="/a.webp" />');
  });

  it("drops javascript:, data: and protocol-relative links and pictures", () => {
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeBlogHtml('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeBlogHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeBlogHtml('<img src="data:image/png;base64,AAAA">')).toBe("");
    expect(sanitizeBlogHtml('<img src="http://plain.example/a.jpg">')).toBe("");
    expect(sanitizeBlogHtml('<img src="//evil.example/a.jpg">')).toBe("");
  });

  it("escapes text that looks like markup", () => {
    expect(sanitizeBlogHtml("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});
