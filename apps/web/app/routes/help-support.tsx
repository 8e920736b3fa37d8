import "#app/styles/content.css";
import { useRouteLoaderData } from "react-router";
import { EnglishOnlyNote } from "#app/features/content/english-only.tsx";
import { HELP_SUPPORT, HELP_SUPPORT_DESCRIPTION } from "#app/features/content/help-topics.ts";
import { PolicyArticle } from "#app/features/content/policy-article.tsx";
import { PolicyMenu } from "#app/features/content/policy-menu.tsx";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/help-support";

/** `/help-support`: four questions as an accordion that opens without script. */
export function loader() {
  return { page: HELP_SUPPORT };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return pageMeta({
    title: translate(messages, "helpSupport"),
    description: HELP_SUPPORT_DESCRIPTION,
    publicUrl: root?.publicUrl,
    pathname: location.pathname,
  });
}

export default function HelpSupport({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site ?? null;
  return (
    <div className="content-layout container">
      <aside className="content-layout__side">
        <PolicyMenu />
      </aside>
      <article className="content-layout__main" aria-labelledby="help-title">
        <h1 id="help-title" className="content-title">
          {t("helpSupport")}
        </h1>
        <EnglishOnlyNote />
        <PolicyArticle page={loaderData.page} site={site} />
      </article>
    </div>
  );
}
