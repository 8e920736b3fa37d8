import "#app/styles/account.css";
import { seoTag } from "@chhaap/contract/catalog";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { TextField } from "#app/components/text-field.tsx";
import { accountMeta } from "#app/features/account/account-meta.ts";
import { seoFor } from "#app/features/content/seo-tag-meta.ts";
import { translateMessage } from "#app/lib/account-messages.ts";
import { callApi, fetchList } from "#app/lib/api.server.ts";
import { formText } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { Route } from "./+types/forgot-password";

type ForgotResult = { sentAt: number; email: string; ok: boolean; message: string | null };

/**
 * No check in the browser; the API answers the same for every
 * address, and its message is shown, or "Something went wrong!" when there is none.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = formText(await request.formData(), ["email"]);
  const answer = await callApi(context, "/api/users/reset-password-mail", { method: "POST", json: { email } });
  const result: ForgotResult = { sentAt: Date.now(), email, ok: answer.answer.ok, message: answer.answer.message };
  return data(result, { status: answer.status });
}

/** This page's title and description come from the SEO tags (page name forgot-password). */
export async function loader({ context }: Route.LoaderArgs) {
  const tags = await fetchList(context, "/api/seo-tag", seoTag);
  return { seo: seoFor(tags, "forgot-password") };
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "accountForgotTitle", "accountForgotIntro", pageData?.seo);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  const message = actionData ? (actionData.message ? translateMessage(t, actionData.message) : t("somethingWrong")) : null;

  useAnnounce(actionData?.sentAt, () => {
    if (actionData && message) notify(actionData.ok ? "success" : "danger", message);
  });

  return (
    <div className="auth-page container">
      <section className="auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="auth-card__title">
          {t("accountForgotTitle")}
        </h1>
        <p className="auth-card__intro">{t("accountForgotIntro")}</p>
        <Form method="post" className="auth-form">
          <TextField
            id="forgot-email"
            name="email"
            type="email"
            label={t("accountEmail")}
            autoComplete="email"
            maxLength={254}
            defaultValue={actionData?.email ?? ""}
          />
          <div role="status" className="auth-form__alert">
            {message ? <p className={`auth-message auth-message--${actionData?.ok ? "success" : "danger"}`}>{message}</p> : null}
          </div>
          <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
            {pending ? t("accountSending") : t("accountGetAccess")}
          </button>
        </Form>
        <p className="auth-card__switch">
          <Link to="/login">{t("accountBackToLogin")}</Link>
        </p>
      </section>
    </div>
  );
}
