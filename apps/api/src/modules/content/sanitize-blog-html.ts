import sanitizeHtml from "sanitize-html";

/**
 * Blog posts are sanitised on the server with an allow-list, when they are
 * written (the seeder and, later, the back office) and again when they are read, so a row that got in
 * some other way still cannot carry script to a shopper. Only formatting survives: no styles, no
 * event handlers, no frames or forms; links only to http, https and mailto (or within the shop),
 * pictures only from the shop or over https.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "b", "i", "blockquote", "a", "br", "img"],
  allowedAttributes: { a: ["href", "rel"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // `//host/path` would load from anywhere over whatever scheme the page uses.
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A post's link must not give the opened page a handle on ours.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
