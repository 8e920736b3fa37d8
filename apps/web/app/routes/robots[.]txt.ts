import type { Route } from "./+types/robots[.]txt";

/** Personal and checkout pages have nothing for a search engine; everything else may be crawled. */
const PRIVATE_PATHS = ["/cart", "/shopping-cart", "/user-profile", "/orders", "/your-address", "/wishlist", "/stock-alerts"];

export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", context.publicUrl).toString()}`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
