import "#app/styles/account.css";
import { ACCOUNT_MESSAGES, newPassword, PASSWORD_MIN_LENGTH } from "@chhaap/contract/accounts";
import { type FormEvent, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { TextField } from "#app/components/text-field.tsx";
import { accountMeta } from "#app/features/account/account-meta.ts";
import { translateMessage } from "#app/lib/account-messages.ts";
import { callApi } from "#app/lib/api.server.ts";
import { formText } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { Route } from "./+types/reset-password";

/** /reset_password?t=...: the mailed link's token is read here and sent with the new password. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("t")?.slice(0, 200) ?? "" };
}

type ResetResult =
  | { sentAt: number; ok: true; message: string }
  | { sentAt: number; ok: false; message: string; field: boolean; linkBroken: boolean };

/** The reset works: the token of the link is sent with the new password. */
export async function action({ request, context }: Route.ActionArgs) {
  const { t: token, newPassword: password } = formText(await request.formData(), ["t", "newPassword"]);
  const sentAt = Date.now();
  const checked = newPassword.safeParse(password);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? ACCOUNT_MESSAGES.passwordTooShort;
    return data({ sentAt, ok: false, message, field: true, linkBroken: false } satisfies ResetResult, { status: 400 });
  }
  const answer = await callApi(context, "/api/users/reset-password", {
    method: "POST",
    json: { token, newPassword: checked.data },
  });
  if (answer.answer.ok)
    return { sentAt, ok: true, message: answer.answer.message ?? ACCOUNT_MESSAGES.passwordReset } satisfies ResetResult;
  const fieldMessage = answer.answer.fieldErrors.newPassword;
  const result: ResetResult = {
    sentAt,
    ok: false,
    message: fieldMessage ?? answer.answer.message ?? "Something went wrong!",
    field: fieldMessage !== undefined,
    linkBroken: answer.answer.message === ACCOUNT_MESSAGES.resetLinkInvalid,
  };
  return data(result, { status: answer.status });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "accountResetTitle", "accountResetIntro");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset_password") === true;
  const linkBroken = loaderData.token === "" || (actionData && !actionData.ok && actionData.linkBroken);
  const fieldError = clientError ?? (actionData && !actionData.ok && actionData.field ? actionData.message : undefined);

  useAnnounce(actionData?.sentAt, () => {
    if (actionData && !(!actionData.ok && actionData.field))
      notify(actionData.ok ? "success" : "danger", translateMessage(t, actionData.message));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = newPassword.safeParse(new FormData(event.currentTarget).get("newPassword"));
    if (checked.success) {
      setClientError(null);
      return;
    }
    event.preventDefault();
    setClientError(checked.error.issues[0]?.message ?? ACCOUNT_MESSAGES.passwordTooShort);
    event.currentTarget.querySelector<HTMLInputElement>('[name="newPassword"]')?.focus();
  }

  return (
    <div className="auth-page container">
      <section className="auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="auth-card__title">
          {t("accountResetTitle")}
        </h1>
        {actionData?.ok ? (
          <div role="status">
            <p className="auth-message auth-message--success">{translateMessage(t, actionData.message)}</p>
            <p className="auth-card__switch">
              <Link to="/login" className="button button--primary">
                {t("accountGoToLogin")}
              </Link>
            </p>
          </div>
        ) : linkBroken ? (
          <div role="alert">
            <p className="auth-message auth-message--danger">{t("accountResetLinkInvalid")}</p>
            <p className="auth-card__switch">
              <Link to="/forgot-password">{t("accountRequestNewLink")}</Link>
            </p>
          </div>
        ) : (
          <>
            <p className="auth-card__intro">{t("accountResetIntro")}</p>
            <Form method="post" className="auth-form" noValidate onSubmit={onSubmit}>
              <input type="hidden" name="t" value={loaderData.token} />
              <TextField
                id="reset-password"
                name="newPassword"
                type="password"
                label={t("accountNewPassword")}
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                required
                hint={t("accountPasswordRule")}
                error={fieldError}
              />
              <div role="alert" className="auth-form__alert">
                {actionData && !actionData.ok && !actionData.field ? (
                  <p className="auth-message auth-message--danger">{translateMessage(t, actionData.message)}</p>
                ) : null}
              </div>
              <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
                {pending ? t("accountResetting") : t("accountResetButton")}
              </button>
            </Form>
            <p className="auth-card__switch">
              <Link to="/login">{t("accountBackToLogin")}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
