import "#app/styles/admin.css";
import { STAFF_MESSAGES, staffSignIn } from "@chhaap/contract/admin/staff";
import { data, Form, redirect, useNavigation } from "react-router";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/kit/admin-api.server.ts";
import { backOfficePath, readStaffMember } from "#app/features/admin/staff/staff-session.server.ts";
import { callApi, withCookies } from "#app/lib/api.server.ts";
import { formText } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-login";

/** Staff sign-in. Someone already signed in goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = backOfficePath(new URL(request.url).searchParams.get("redirectTo"));
  if (await readStaffMember(context)) throw redirect(redirectTo);
  return data({ redirectTo }, { headers: BACK_OFFICE_HEADERS });
}

export function headers() {
  return BACK_OFFICE_HEADERS;
}

/** POST /api/staff/session; the staff cookie goes on with the redirect. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email, password, code, redirectTo } = formText(await request.formData(), ["email", "password", "code", "redirectTo"]);
  const parsed = staffSignIn.safeParse({ email, password, code });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? STAFF_MESSAGES.signInFieldsMissing;
    return data({ email, message }, { status: 400 });
  }
  const answer = await callApi(context, "/api/staff/session", { method: "POST", json: parsed.data });
  if (answer.status === 200) throw redirect(backOfficePath(redirectTo), { headers: withCookies(answer.cookies) });
  const message =
    answer.status === 401 || answer.status === 429
      ? (answer.answer.message ?? STAFF_MESSAGES.invalidCredentials)
      : "Signing in failed. Please try again in a moment.";
  return data({ email, message }, { status: answer.status });
}

export function meta() {
  return [{ title: "Sign in · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle";
  return (
    <main id="main" className="admin-sign-in">
      <section className="admin-card admin-sign-in__card" aria-labelledby="admin-sign-in-title">
        <p className="admin-brand">Chhaap back office</p>
        <h1 id="admin-sign-in-title">Staff sign-in</h1>
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <label className="admin-field">
            <span>Email</span>
            <input name="email" type="email" autoComplete="username" required defaultValue={actionData?.email ?? ""} />
          </label>
          <label className="admin-field">
            <span>Password</span>
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {/* Always asked, and judged only with the password: whether an account uses a code is not told. */}
          <label className="admin-field">
            <span>Code from your authenticator app</span>
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              aria-describedby="admin-sign-in-code-hint"
            />
            <span id="admin-sign-in-code-hint" className="admin-field__hint">
              Only if two-factor sign-in is on for your account.
            </span>
          </label>
          <div role="alert" className="admin-form__alert">
            {actionData ? <p className="admin-message admin-message--danger">{actionData.message}</p> : null}
          </div>
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            {pending ? "Signing in…" : "Sign in"}
          </button>
        </Form>
      </section>
    </main>
  );
}
