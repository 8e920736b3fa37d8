import { productEntries, shopPageEntries, sitemapFileOf, unavailable, xmlAnswer } from "#app/lib/sitemap.server.ts";
import { sitemapXml } from "#app/lib/sitemap-xml.ts";
import type { Route } from "./+types/sitemap-file";

/** One file of a sitemap index (see lib/sitemap.server.ts): `pages.xml` or `products-N.xml`. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = sitemapFileOf(params.file);
  if (!file) return notFound();
  if (file.kind === "pages") return xmlAnswer(sitemapXml(await shopPageEntries(context)));
  const products = await productEntries(context, file.file);
  if (!products) return unavailable();
  if (products.entries.length === 0) return notFound();
  return xmlAnswer(sitemapXml(products.entries));
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}
