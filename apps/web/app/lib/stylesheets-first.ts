import { useContext } from "react";
import { preload } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * Starts the page's stylesheets before its JavaScript. React writes module preloads into the head
 * ahead of ordinary <link> elements, so the stylesheets (which block the first paint) used to queue
 * behind some 30 scripts on an HTTP/1.1 connection pool. A style preload registered while the head
 * renders is written before them. The route manifest comes from the context React Router's own
 * <Links> reads (exported as UNSAFE_; react-router is pinned to an exact version). No nonce: the CSP
 * lets the shop's own stylesheets load without one.
 */
export function useStylesheetsFirst() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return;
  for (const match of matches) {
    // Stylesheets imported by a route module, then those its links() names.
    const imported = framework.manifest.routes[match.id]?.css ?? [];
    const linked = (framework.routeModules[match.id]?.links?.() ?? []).flatMap((link) =>
      "rel" in link && link.rel === "stylesheet" && typeof link.href === "string" ? [link.href] : [],
    );
    for (const href of [...imported, ...linked]) preload(href, { as: "style" });
  }
}
