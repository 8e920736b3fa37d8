import "#app/styles/content.css";
import { seoTag } from "@chhaap/contract/catalog";
import { data, useRouteLoaderData } from "react-router";
import { EnglishOnlyNote } from "#app/features/content/english-only.tsx";
import { policyPageFor } from "#app/features/content/policies.ts";
import { PolicyArticle } from "#app/features/content/policy-article.tsx";
import { PolicyMenu } from "#app/features/content/policy-menu.tsx";
import { seoFor } from "#app/features/content/seo-tag-meta.ts";
import { fetchList } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/policy";

/**
 * The seven static pages (/how-to-order, /payment-options, /faq, /refund-policy,
 * /return-policy, /privacy-policy, /terms-and-conditions): one route module, registered once per path.
 * The copy is sent from the loader, so it never weighs on the browser's script bundle.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = policyPageFor(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const tags = await fetchList(context, "/api/seo-tag", seoTag);
  return { page, seo: seoFor(tags, page.pageName) };
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  if (!pageData) return [];
  return pageMeta({
    title: pageData.seo?.title ?? translate(messages, pageData.page.titleKey),
    description: pageData.seo?.description ?? pageData.page.intro,
    publicUrl: root?.publicUrl,
    pathname: location.pathname,
  });
}

export default function PolicyRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site ?? null;
  const { page } = loaderData;
  return (
    <div className="content-layout container">
      <aside className="content-layout__side">
        <PolicyMenu />
      </aside>
      <article className="content-layout__main" aria-labelledby="policy-title">
        <h1 id="policy-title" className="content-title">
          {t(page.titleKey)}
        </h1>
        <EnglishOnlyNote />
        <PolicyArticle page={page} site={site} />
      </article>
    </div>
  );
}
