import type { MetaDescriptor } from "react-router";
import { en } from "#app/lib/i18n/en.ts";
import type { MessageKey, Messages } from "#app/lib/i18n/messages.ts";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/**
 * Title and description of an account page in the shopper's language. These pages are personal or
 * one-off (a reset link): search engines are asked not to index them.
 */
export function accountMeta(
  root: { messages?: Messages; publicUrl: string } | undefined,
  pathname: string,
  title: MessageKey,
  description: MessageKey,
  /** The page's SEO tag, when the shop has one for it. */
  seo?: { title: string; description: string } | null,
): MetaDescriptor[] {
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: seo?.title ?? translate(messages, title),
      description: seo?.description ?? translate(messages, description),
      publicUrl: root?.publicUrl,
      pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}
