import "#app/styles/account.css";
import { ACCOUNT_MESSAGES, loginRequest } from "@chhaap/contract/accounts";
import { type FormEvent, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { TextField } from "#app/components/text-field.tsx";
import { accountMeta } from "#app/features/account/account-meta.ts";
import { rememberAccountNotice } from "#app/features/account/account-storage-sync.tsx";
import { translateMessage } from "#app/lib/account-messages.ts";
import { callApi, withCookies } from "#app/lib/api.server.ts";
import { formText } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { readSessionUser } from "#app/lib/session.server.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { Route } from "./+types/login";

/** The request failed for another reason than the credentials. */
const LOGIN_FAILED = "Login failed. Please check your credentials.";

/** The login page. A shopper who is already logged in goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const target = safeRedirectPath(redirectTo);
  if (await readSessionUser(context)) throw redirect(target);
  // A guest sent here from an account page is told why.
  return { redirectTo: target === "/" ? "" : target, guarded: target !== "/" };
}

type LoginResult = { sentAt: number; email: string; remember: boolean; message: string; kind: "warning" | "danger" };

/** Checks with the contract schema, then POST /api/users/login; the session cookie goes on with the redirect. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { email, password, redirectTo } = formText(form, ["email", "password", "redirectTo"]);
  const remember = form.get("remember") === "on";
  const sentAt = Date.now();
  const parsed = loginRequest.safeParse({ email, password, remember });
  if (!parsed.success) {
    const result: LoginResult = { sentAt, email, remember, message: ACCOUNT_MESSAGES.loginFieldsMissing, kind: "warning" };
    return data(result, { status: 400 });
  }
  const answer = await callApi(context, "/api/users/login", { method: "POST", json: parsed.data });
  if (answer.status === 200 && answer.answer.ok)
    throw redirect(safeRedirectPath(redirectTo), { headers: withCookies(answer.cookies) });
  // A refused login is "Invalid credentials!"; a rate limit says so; anything else failed.
  const message =
    answer.status === 401 || answer.status === 429
      ? (answer.answer.message ?? ACCOUNT_MESSAGES.invalidCredentials)
      : LOGIN_FAILED;
  const result: LoginResult = { sentAt, email, remember, message, kind: "danger" };
  return data(result, { status: answer.status === 502 ? 502 : answer.status });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "login", "accountLoginIntro");
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigation = useNavigation();
  const [clientMessage, setClientMessage] = useState<string | null>(null);
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const message = clientMessage ?? actionData?.message ?? null;
  const kind = clientMessage ? "warning" : (actionData?.kind ?? "warning");

  // The popup that comes with being sent here from an account page, once per arrival.
  // A page that sent the shopper here with its own reason ("log in to place order") keeps it on screen.
  useAnnounce(loaderData.guarded ? 0 : undefined, () => notify("warning", t("accountLoginRequiredPage"), { ifIdle: true }));

  useAnnounce(actionData?.sentAt, () => {
    rememberAccountNotice(null);
    if (actionData) notify(actionData.kind, translateMessage(t, actionData.message));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    // Both fields first, and no request without them.
    if (!loginRequest.safeParse({ email: form.get("email"), password: form.get("password") }).success) {
      event.preventDefault();
      setClientMessage(ACCOUNT_MESSAGES.loginFieldsMissing);
      notify("warning", t("accountLoginFieldsMissing"));
      return;
    }
    setClientMessage(null);
    rememberAccountNotice("login");
  }

  return (
    <div className="auth-page container">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          {t("login")}
        </h1>
        <p className="auth-card__intro">{loaderData.guarded ? t("accountLoginRequiredPage") : t("accountLoginIntro")}</p>
        <Form method="post" className="auth-form" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <TextField
            id="login-email"
            name="email"
            type="email"
            label={t("accountEmail")}
            autoComplete="email"
            maxLength={254}
            required
            defaultValue={actionData?.email ?? ""}
          />
          <TextField
            id="login-password"
            name="password"
            type="password"
            label={t("accountPassword")}
            autoComplete="current-password"
            required
          />
          <div className="auth-form__row">
            <label className="auth-check">
              <input type="checkbox" name="remember" defaultChecked={actionData?.remember ?? false} />
              <span>{t("accountRemember")}</span>
            </label>
            <Link to="/forgot-password" className="auth-form__link">
              {t("accountForgotPassword")}
            </Link>
          </div>
          <div role="alert" className="auth-form__alert">
            {message ? <p className={`auth-message auth-message--${kind}`}>{translateMessage(t, message)}</p> : null}
          </div>
          <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
            {pending ? t("accountLoggingIn") : t("accountGetLogin")}
          </button>
        </Form>
        <p className="auth-card__switch">
          {t("accountNoAccount")}{" "}
          <Link
            to={loaderData.redirectTo ? `/register?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}` : "/register"}
          >
            {t("accountRegisterNow")}
          </Link>
        </p>
      </section>
    </div>
  );
}
