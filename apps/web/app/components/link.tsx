import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";

type LinkProps = ComponentProps<typeof RouterLink>;

/** A path on this shop, written as React Router would write it: no `.` or `..` segments, no `//`. */
const PLAIN_PATH = /^\/(?!\/)(?![^?#]*(?:\/\/|\/\.\.?(?:[/?#]|$)))/;

/**
 * The shop's `<Link>`: React Router's in the browser; on the server, the same `<a>` written directly
 * when `to` is a plain path. React Router's link resolves its path against the route matches
 * (a JSON round trip of them) for each link, and a product page carries about eighty: some 7% of
 * its render (docs/performance.md). Anything else (an object `to`, a relative path, a link that reloads
 * the page) goes to React Router's own on both sides, so the markup hydrates as it did.
 */
function ServerLink(props: LinkProps) {
  const { to, discover = "render", reloadDocument, mask, ...attributes } = props;
  if (typeof to !== "string" || !PLAIN_PATH.test(to) || reloadDocument || mask) return <RouterLink {...props} />;
  // What only the browser's link uses: navigation options and prefetching (rendered after hydration).
  const { prefetch, relative, replace, state, preventScrollReset, viewTransition, defaultShouldRevalidate, target, ...rest } =
    attributes;
  // Event handlers are not written into HTML; the attributes come in React Router's order.
  return <a {...rest} href={to} target={target} data-discover={discover === "render" ? "true" : undefined} />;
}

export const Link: (props: LinkProps) => React.ReactNode = typeof document === "undefined" ? ServerLink : RouterLink;
