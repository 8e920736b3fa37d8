import "#app/styles/content.css";
import { seoTag } from "@chhaap/contract/catalog";
import { data } from "react-router";
import { EnglishOnlyNote } from "#app/features/content/english-only.tsx";
import { PolicyArticle } from "#app/features/content/policy-article.tsx";
import { policyLinkFor } from "#app/features/content/policy-links.ts";
import { PolicyMenu } from "#app/features/content/policy-menu.tsx";
import { seoFor } from "#app/features/content/seo-tag-meta.ts";
import { loadShopPage } from "#app/features/content/shop-page.server.ts";
import { shopPageTitle } from "#app/features/content/shop-page-title.ts";
import { fetchList } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/policy";

/**
 * The seven pages of the policy menu (/how-to-order, /payment-options, /faq, /refund-policy,
 * /return-policy, /privacy-policy, /terms-and-conditions): one route module, registered once per path.
 * Staff edit their copy in the back office (GET /api/pages/{name}); it is sent from the loader, so it
 * never weighs on the browser's script bundle.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = policyLinkFor(new URL(request.url).pathname);
  if (!link) throw data(null, { status: 404 });
  const [page, tags] = await Promise.all([loadShopPage(context, link.pageName), fetchList(context, "/api/seo-tag", seoTag)]);
  return { page, titleKey: link.titleKey, seo: seoFor(tags, link.pageName) };
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  if (!pageData) return [];
  const { page, titleKey, seo } = pageData;
  return pageMeta({
    title: seo?.title || shopPageTitle(page.title, titleKey, (key) => translate(messages, key)).text,
    description: seo?.description || page.intro,
    publicUrl: root?.publicUrl,
    pathname: location.pathname,
  });
}

export default function PolicyRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, titleKey } = loaderData;
  const title = shopPageTitle(page.title, titleKey, t);
  return (
    <div className="content-layout container">
      <aside className="content-layout__side">
        <PolicyMenu />
      </aside>
      <article className="content-layout__main" aria-labelledby="policy-title">
        <h1 id="policy-title" className="content-title" lang={title.lang}>
          {title.text}
        </h1>
        <EnglishOnlyNote />
        <PolicyArticle page={page} />
      </article>
    </div>
  );
}
