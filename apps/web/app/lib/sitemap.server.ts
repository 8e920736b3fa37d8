import { VARIANT_IDS_PAGE_SIZE } from "@chhaap/contract/catalog";
import { category } from "@chhaap/contract/reference";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { logLine } from "#app/lib/log-line.ts";
import { fetchData, fetchEnvelope, fetchList } from "./api.server.ts";
import { categoryListUrl } from "./product-search-url.ts";
import type { SitemapEntry } from "./sitemap-xml.ts";

/**
 * What the sitemap lists (routes/sitemap[.]xml.ts, routes/sitemap-file.ts): the shop's own pages,
 * and every product page, VARIANT_IDS_PAGE_SIZE to a file. A shop with no more products than that
 * has one sitemap file; a larger one an index of `pages.xml` and `products-1.xml`, `products-2.xml`…
 */

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

/** The path of each sitemap file of a shop whose product pages fill `productFiles` files. */
export function sitemapFilePaths(productFiles: number): string[] {
  return ["/sitemaps/pages.xml", ...Array.from({ length: productFiles }, (_, n) => `/sitemaps/products-${n + 1}.xml`)];
}

/** Which file a `/sitemaps/` name is: the pages, or the product file numbered (from 1); null for any other name. */
export function sitemapFileOf(name: string): { kind: "pages" } | { kind: "products"; file: number } | null {
  if (name === "pages.xml") return { kind: "pages" };
  const file = /^products-([1-9][0-9]{0,5})\.xml$/.exec(name)?.[1];
  return file ? { kind: "products", file: Number(file) } : null;
}

/** The shop's pages other than products: fixed pages, each category's list and the blog's posts. */
export async function shopPageEntries(context: AppLoadContext): Promise<SitemapEntry[]> {
  const [categories, blogSlugs] = await Promise.all([fetchList(context, "/api/category", category), allBlogSlugs(context)]);
  return [
    ...STATIC_PATHS.map((path) => entry(context, path)),
    ...categories.map((each) => entry(context, categoryListUrl(each.slug))),
    ...blogSlugs.map((slug) => entry(context, `/blog-details/${encodeURIComponent(slug)}`)),
  ];
}

/**
 * File `file` (from 1) of the product pages, and how many files they fill; null (logged) when the
 * API does not answer: a sitemap without its products would tell crawlers they are gone.
 */
export async function productEntries(
  context: AppLoadContext,
  file: number,
): Promise<{ entries: SitemapEntry[]; files: number } | null> {
  const answer = await fetchEnvelope(
    context,
    `/api/variant/ids?limit=${VARIANT_IDS_PAGE_SIZE}&page=${file}`,
    z.array(z.string()),
  );
  if (!answer.data) {
    logLine("warn", `[web] sitemap: the variant id listing answered ${answer.status}`);
    return null;
  }
  return { entries: answer.data.map((id) => entry(context, `/product-details/${id}`)), files: answer.totalPages };
}

/** An XML answer crawlers may keep for an hour. */
export function xmlAnswer(body: string): Response {
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}

/** "Try later", when the products could not be listed. */
export function unavailable(): Response {
  return new Response("Service unavailable", { status: 503, headers: { "retry-after": "300" } });
}

export function absolute(context: AppLoadContext, path: string): string {
  return new URL(path, context.publicUrl).toString();
}

function entry(context: AppLoadContext, path: string): SitemapEntry {
  return { loc: absolute(context, path) };
}

const blogCategory = z.object({ _id: z.string() });
const blogPost = z.object({ slug: z.string() });

/** Blog posts (`/api/blogcategory/` and `/api/blogcategory/{categoryId}`); none when the blog does not answer. */
async function allBlogSlugs(context: AppLoadContext): Promise<string[]> {
  const categories = await fetchData(context, "/api/blogcategory", z.array(blogCategory));
  if (!categories) return [];
  const posts = await Promise.all(
    categories.map((each) => fetchList(context, `/api/blogcategory/${encodeURIComponent(each._id)}`, blogPost)),
  );
  return posts.flat().map((post) => post.slug);
}
