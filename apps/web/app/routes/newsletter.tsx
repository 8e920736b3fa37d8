import { Link } from "#app/components/link.tsx";
import { runNewsletterIntent } from "#app/features/content/newsletter-action.server.ts";
import { NewsletterForm } from "#app/features/content/newsletter-form.tsx";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { translateShopMessage } from "#app/lib/shop-messages.ts";
import type { Route } from "./+types/newsletter";

/** The footer's subscription form posts here; with scripts it stays on its page (a fetcher). */
export async function action({ request, context }: Route.ActionArgs) {
  return runNewsletterIntent(context, await request.formData());
}

export function meta({ matches, location }: Route.MetaArgs) {
  const messages = matches[0]?.data?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "newsletter"),
      description: translate(messages, "newsletterText"),
      publicUrl: matches[0]?.data?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** Without scripts the subscription answers as this page: what the API said, and the form again. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container content-page">
      <h1>{t("newsletter")}</h1>
      <p>{t("newsletterText")}</p>
      {actionData?.ok ? <p role="status">{t("newsletterSubscribed")}</p> : null}
      {actionData && !actionData.ok && !actionData.fieldError ? (
        <p role="alert">{actionData.message ? translateShopMessage(t, actionData.message) : t("somethingWrong")}</p>
      ) : null}
      <NewsletterForm answer={actionData ?? null} />
      <p>
        <Link to="/">{t("continueShopping")}</Link>
      </p>
    </div>
  );
}
