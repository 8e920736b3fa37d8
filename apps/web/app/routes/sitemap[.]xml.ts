import { absolute, productEntries, shopPageEntries, sitemapFilePaths, unavailable, xmlAnswer } from "#app/lib/sitemap.server.ts";
import { sitemapIndexXml, sitemapXml } from "#app/lib/sitemap-xml.ts";
import type { Route } from "./+types/sitemap[.]xml";

/** The sitemap robots.txt names: every page in one file, or, past one file of products, an index of the files. */
export async function loader({ context }: Route.LoaderArgs) {
  const products = await productEntries(context, 1);
  if (!products) return unavailable();
  if (products.files > 1)
    return xmlAnswer(sitemapIndexXml(sitemapFilePaths(products.files).map((path) => absolute(context, path))));
  return xmlAnswer(sitemapXml([...(await shopPageEntries(context)), ...products.entries]));
}
