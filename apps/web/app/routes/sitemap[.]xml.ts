import { SEARCH_PAGE_SIZE_MAX, variant } from "@chhaap/contract/catalog";
import { category } from "@chhaap/contract/reference";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { fetchData, fetchEnvelope, fetchList } from "#app/lib/api.server.ts";
import { productSearchUrl } from "#app/lib/product-search-url.ts";
import { type SitemapEntry, sitemapXml } from "#app/lib/sitemap-xml.ts";
import type { Route } from "./+types/sitemap[.]xml";

/** The public pages that do not depend on data. */
const STATIC_PATHS = [
  "/",
  "/product",
  "/blog/",
  "/contact-us",
  "/shipping-charges",
  "/track-order",
  "/how-to-order",
  "/payment-options",
  "/faq",
  "/refund-policy",
  "/return-policy",
  "/privacy-policy",
  "/terms-and-conditions",
];

/** The sitemap protocol allows 50 000 URLs per file; past that a sitemap index would be needed. */
const MAX_URLS = 50_000;

const searchPage = z.array(variant.pick({ _id: true }));

/** Every variant id, paging through the public search 48 at a time (the API's largest page). */
async function allVariantIds(context: AppLoadContext): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < MAX_URLS; page++) {
    const answer = await fetchEnvelope(context, `/api/variant/search?limit=${SEARCH_PAGE_SIZE_MAX}&page=${page}`, searchPage);
    if (!answer.data) throw new Error(`variant search answered ${answer.status}`);
    for (const entry of answer.data) ids.push(entry._id);
    if (answer.data.length === 0 || page >= answer.totalPages) break;
  }
  return ids;
}

const blogCategory = z.object({ _id: z.string() });
const blogPost = z.object({ slug: z.string() });

/**
 * Blog posts (`/api/blogcategory/` and `/api/blogcategory/{categoryId}`). Until the blog's
 * endpoint answers, the sitemap lists the blog page only.
 */
async function allBlogSlugs(context: AppLoadContext): Promise<string[]> {
  const categories = await fetchData(context, "/api/blogcategory", z.array(blogCategory));
  if (!categories) return [];
  const posts = await Promise.all(
    categories.map((entry) => fetchList(context, `/api/blogcategory/${encodeURIComponent(entry._id)}`, blogPost)),
  );
  return posts.flat().map((post) => post.slug);
}

export async function loader({ context }: Route.LoaderArgs) {
  let variantIds: string[];
  try {
    variantIds = await allVariantIds(context);
  } catch (error) {
    // A sitemap without its products would tell crawlers they are gone: answer "try later" instead.
    console.warn("[web] sitemap: variant listing failed", error);
    return new Response("Service unavailable", { status: 503, headers: { "retry-after": "300" } });
  }
  const [categories, blogSlugs] = await Promise.all([fetchList(context, "/api/category", category), allBlogSlugs(context)]);
  const url = (path: string) => new URL(path, context.publicUrl).toString();
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ loc: url(path) })),
    ...categories.map((entry) => ({ loc: url(productSearchUrl(entry.name)) })),
    ...blogSlugs.map((slug) => ({ loc: url(`/blog-details/${encodeURIComponent(slug)}`) })),
    ...variantIds.map((id) => ({ loc: url(`/product-details/${id}`) })),
  ];
  return new Response(sitemapXml(entries.slice(0, MAX_URLS)), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
