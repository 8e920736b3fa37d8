import type { SeoTag } from "@chhaap/contract/catalog";
import { SHOP_NAME } from "#app/lib/page-meta.ts";

export interface PageSeo {
  title: string;
  description: string;
}

/**
 * The static pages and /contact-us take their title and description from GET /api/seo-tag by
 * page name. The stored titles end in "| Chhaap"; pageMeta adds the shop's name itself, so it is cut here.
 */
export function seoFor(tags: SeoTag[], pageName: string): PageSeo | null {
  const tag = tags.find((entry) => entry.pageName === pageName);
  if (!tag) return null;
  const title = tag.title.replace(new RegExp(`\\s*[|·-]\\s*${SHOP_NAME}$`), "").trim();
  return { title: title || tag.title, description: tag.description };
}
