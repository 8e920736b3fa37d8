import type { MetaDescriptor } from "react-router";

/** The shop's name, used in every title. */
export const SHOP_NAME = "Chhaap";

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(options: {
  title: string;
  description: string;
  publicUrl?: string;
  pathname?: string;
}): MetaDescriptor[] {
  const title = `${options.title} · ${SHOP_NAME}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: options.description },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
  ];
  if (options.publicUrl && options.pathname !== undefined) {
    const url = new URL(options.pathname, options.publicUrl).toString();
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}
