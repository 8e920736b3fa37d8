import { PASSWORD_MIN_LENGTH } from "@chhaap/contract/accounts";
import { STAFF_MESSAGES, staffPasswordChange } from "@chhaap/contract/admin/staff";
import { data, Form, redirect, useNavigation } from "react-router";
import { callApi, withCookies } from "#app/lib/api.server.ts";
import { fieldErrorsOf, formText } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-password";
import { useStaffMember } from "./admin-layout.tsx";

/** A member's own new password; required before anything else after a one-time password. */
export async function action({ request, context }: Route.ActionArgs) {
  const { currentPassword, newPassword } = formText(await request.formData(), ["currentPassword", "newPassword"]);
  const parsed = staffPasswordChange.safeParse({ currentPassword, newPassword });
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), message: null }, { status: 400 });
  const answer = await callApi(context, "/api/staff/password", { method: "PUT", json: parsed.data });
  if (answer.status === 200) throw redirect("/admin", { headers: withCookies(answer.cookies) });
  return data(
    {
      errors: answer.answer.fieldErrors,
      message: answer.answer.message ?? "The password could not be changed. Please try again.",
    },
    { status: answer.status },
  );
}

export function meta() {
  return [{ title: "Your password · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminPassword({ actionData }: Route.ComponentProps) {
  const member = useStaffMember();
  const pending = useNavigation().state !== "idle";
  const errors = actionData?.errors ?? {};
  return (
    <section className="admin-card admin-narrow" aria-labelledby="admin-password-title">
      <h1 id="admin-password-title">Choose your password</h1>
      {member.mustChangePassword ? (
        <p className="admin-message admin-message--warning">{STAFF_MESSAGES.passwordChangeRequired}</p>
      ) : null}
      <Form method="post" className="admin-form" noValidate>
        <label className="admin-field">
          <span>Current password</span>
          <input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={errors.currentPassword ? "current-password-error" : undefined}
          />
          {errors.currentPassword ? (
            <span id="current-password-error" className="admin-field__error">
              {errors.currentPassword}
            </span>
          ) : null}
        </label>
        <label className="admin-field">
          <span>New password</span>
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby="new-password-hint"
          />
          <span id="new-password-hint" className={errors.newPassword ? "admin-field__error" : "admin-field__hint"}>
            {errors.newPassword ?? `At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          </span>
        </label>
        <div role="alert" className="admin-form__alert">
          {actionData?.message ? <p className="admin-message admin-message--danger">{actionData.message}</p> : null}
        </div>
        <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
          Change password
        </button>
      </Form>
    </section>
  );
}
