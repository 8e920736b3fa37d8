import "#app/styles/account.css";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { accountMeta } from "#app/features/account/account-meta.ts";
import { callApi } from "#app/lib/api.server.ts";
import { type ErrorReason, refusalText } from "#app/lib/error-text.ts";
import { formText } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { Route } from "./+types/confirm-email";

/**
 * /confirm-email?t=...: the link mailed at registration. Opening the page confirms nothing, since mail
 * scanners open links too; the address's owner presses the button, which posts the token.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("t")?.slice(0, 200) ?? "" };
}

type ConfirmResult = { ok: true } | { ok: false; linkBroken: boolean; message: string | null; error: ErrorReason | null };

export async function action({ request, context }: Route.ActionArgs) {
  const { t: token } = formText(await request.formData(), ["t"]);
  const answer = await callApi(context, "/api/users/confirm-email", { method: "POST", json: { token } });
  if (answer.answer.ok) return { ok: true } satisfies ConfirmResult;
  const result: ConfirmResult = {
    ok: false,
    linkBroken: answer.answer.error?.code === "auth.confirm_link_invalid",
    message: answer.answer.message,
    error: answer.answer.error,
  };
  return data(result, { status: answer.status });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "accountConfirmTitle", "accountConfirmIntro");
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/confirm-email") === true;
  const linkBroken = loaderData.token === "" || (actionData && !actionData.ok && actionData.linkBroken);

  return (
    <div className="auth-page container">
      <section className="auth-card" aria-labelledby="confirm-title">
        <h1 id="confirm-title" className="auth-card__title">
          {t("accountConfirmTitle")}
        </h1>
        {actionData?.ok ? (
          <div role="status">
            <p className="auth-message auth-message--success">{t("accountEmailConfirmed")}</p>
            <p className="auth-card__switch">
              <Link to="/" className="button button--primary">
                {t("continueShopping")}
              </Link>
            </p>
          </div>
        ) : linkBroken ? (
          <div role="alert">
            <p className="auth-message auth-message--danger">{t("accountConfirmLinkInvalid")}</p>
            <p className="auth-card__switch">
              <Link to="/user-profile">{t("accountRequestNewLink")}</Link>
            </p>
          </div>
        ) : (
          <>
            <p className="auth-card__intro">{t("accountConfirmIntro")}</p>
            <Form method="post" className="auth-form">
              <input type="hidden" name="t" value={loaderData.token} />
              <div role="alert" className="auth-form__alert">
                {actionData && !actionData.ok ? (
                  <p className="auth-message auth-message--danger">{refusalText(t, actionData)}</p>
                ) : null}
              </div>
              <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
                {pending ? t("accountConfirming") : t("accountConfirmButton")}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
