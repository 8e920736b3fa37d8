import "#app/styles/account.css";
import { PASSWORD_MIN_LENGTH } from "@chhaap/contract/accounts";
import { registration } from "@chhaap/contract/customer-details";
import { type FormEvent, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { TextField } from "#app/components/text-field.tsx";
import { accountMeta } from "#app/features/account/account-meta.ts";
import { rememberAccountNotice } from "#app/features/account/account-storage-sync.tsx";
import { callApi, withCookies } from "#app/lib/api.server.ts";
import { type FieldErrors, fieldErrorsOf, focusFirstError, formText } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { readSessionUser } from "#app/lib/session.server.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { Route } from "./+types/register";

const FIELDS = ["name", "email", "number", "password"] as const;

/** The register page. A shopper who is already logged in has nothing to do here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await readSessionUser(context)) throw redirect(target);
  return { redirectTo: target === "/" ? "" : target };
}

type RegisterResult = {
  sentAt: number;
  /** What was typed, except the password. */
  values: { name: string; email: string; number: string };
  errors: FieldErrors;
  /** "User already exists" also comes as a warning popup. */
  exists: boolean;
};

/** The registration rules, checked in order (the contract schema), then POST /api/users/; success is logged in at /. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { redirectTo, ...typed } = formText(form, [...FIELDS, "redirectTo"]);
  const values = { name: typed.name, email: typed.email, number: typed.number };
  const sentAt = Date.now();
  const parsed = registration.safeParse(typed);
  if (!parsed.success) {
    const result: RegisterResult = { sentAt, values, errors: fieldErrorsOf(parsed.error), exists: false };
    return data(result, { status: 400 });
  }
  // What was typed goes to the API, which checks it again and splits the full name itself.
  const answer = await callApi(context, "/api/users", {
    method: "POST",
    json: { name: typed.name, email: typed.email, number: typed.number, password: typed.password },
  });
  if (answer.status === 201 && answer.answer.ok)
    throw redirect(safeRedirectPath(redirectTo), { headers: withCookies(answer.cookies) });
  const exists = answer.status === 409;
  const result: RegisterResult = { sentAt, values, errors: answer.status === 400 ? answer.answer.fieldErrors : {}, exists };
  return data(result, { status: answer.status });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "accountRegisterTitle", "accountRegisterIntro");
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/register") === true;
  const errors = clientErrors ?? actionData?.errors ?? {};
  const values = actionData?.values;
  // Any failure of the request shows the inline failure text.
  const failed = !clientErrors && actionData !== undefined;

  useAnnounce(actionData?.sentAt, () => {
    rememberAccountNotice(null);
    if (actionData?.exists) notify("warning", t("accountUserExists"));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = registration.safeParse(formText(new FormData(event.currentTarget), FIELDS));
    if (parsed.success) {
      setClientErrors(null);
      rememberAccountNotice("register");
      return;
    }
    event.preventDefault();
    const found = fieldErrorsOf(parsed.error);
    setClientErrors(found);
    focusFirstError(event.currentTarget, FIELDS, found);
  }

  return (
    <div className="auth-page container">
      <section className="auth-card" aria-labelledby="register-title">
        <h1 id="register-title" className="auth-card__title">
          {t("accountRegisterTitle")}
        </h1>
        <p className="auth-card__intro">{t("accountRegisterIntro")}</p>
        <Form method="post" className="auth-form" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <TextField
            id="register-name"
            name="name"
            label={t("accountFullName")}
            autoComplete="name"
            maxLength={80}
            required
            defaultValue={values?.name ?? ""}
            error={errors.name}
          />
          <TextField
            id="register-email"
            name="email"
            type="email"
            label={t("accountEmailId")}
            autoComplete="email"
            maxLength={254}
            required
            defaultValue={values?.email ?? ""}
            error={errors.email}
          />
          <TextField
            id="register-number"
            name="number"
            type="tel"
            label={t("accountMobileNumber")}
            autoComplete="tel"
            hint={t("accountMobileHint")}
            required
            defaultValue={values?.number ?? ""}
            error={errors.number}
          />
          <TextField
            id="register-password"
            name="password"
            type="password"
            label={t("accountPassword")}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            hint={t("accountPasswordRule")}
            error={errors.password}
          />
          <div role="alert" className="auth-form__alert">
            {failed && actionData?.exists ? (
              <p className="auth-message auth-message--danger">
                {t("accountExistsHelp")} <Link to="/login">{t("accountLogIn")}</Link> ·{" "}
                <Link to="/forgot-password">{t("accountResetPassword")}</Link>
              </p>
            ) : failed ? (
              <p className="auth-message auth-message--danger">{t("accountRegistrationFailed")}</p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
            {pending ? t("accountRegistering") : t("accountRegisterNow")}
          </button>
        </Form>
        <p className="auth-card__switch">
          {t("accountHaveAccount")} <Link to="/login">{t("login")}</Link>
        </p>
      </section>
    </div>
  );
}
