import "#app/styles/content.css";
import { seoTag } from "@chhaap/contract/catalog";
import { EnglishOnlyNote } from "#app/features/content/english-only.tsx";
import { PolicyArticle } from "#app/features/content/policy-article.tsx";
import { PolicyMenu } from "#app/features/content/policy-menu.tsx";
import { seoFor } from "#app/features/content/seo-tag-meta.ts";
import { loadShopPage } from "#app/features/content/shop-page.server.ts";
import { shopPageTitle } from "#app/features/content/shop-page-title.ts";
import { fetchList } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/help-support";

/** `/help-support`: questions about orders as an accordion that opens without script; staff edit them in the back office. */
export async function loader({ context }: Route.LoaderArgs) {
  const [page, tags] = await Promise.all([loadShopPage(context, "help-support"), fetchList(context, "/api/seo-tag", seoTag)]);
  return { page, seo: seoFor(tags, "help-support") };
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  if (!pageData) return [];
  const { page, seo } = pageData;
  return pageMeta({
    title: seo?.title || shopPageTitle(page.title, "helpSupport", (key) => translate(messages, key)).text,
    description: seo?.description || page.intro,
    publicUrl: root?.publicUrl,
    pathname: location.pathname,
  });
}

export default function HelpSupport({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  const title = shopPageTitle(page.title, "helpSupport", t);
  return (
    <div className="content-layout container">
      <aside className="content-layout__side">
        <PolicyMenu />
      </aside>
      <article className="content-layout__main" aria-labelledby="help-title">
        <h1 id="help-title" className="content-title" lang={title.lang}>
          {title.text}
        </h1>
        <EnglishOnlyNote />
        <PolicyArticle page={page} />
      </article>
    </div>
  );
}
