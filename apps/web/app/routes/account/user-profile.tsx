import { ACCOUNT_MESSAGES, GENDERS, PASSWORD_MIN_LENGTH, passwordChange } from "@chhaap/contract/accounts";
import { profileUpdate } from "@chhaap/contract/customer-details";
import { type FormEvent, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { TextField } from "#app/components/text-field.tsx";
import { accountMeta } from "#app/features/account/account-meta.ts";
import { PictureInput, pictureProblem } from "#app/features/account/picture-input.tsx";
import { translateMessage } from "#app/lib/account-messages.ts";
import { callApi, withCookies } from "#app/lib/api.server.ts";
import { type FieldErrors, fieldErrorsOf, focusFirstError, formText } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { Route } from "./+types/user-profile";

const PROFILE_FIELDS = ["name", "last_name", "number", "gender"] as const;
const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;
const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageKey> = {
  female: "accountGenderFemale",
  male: "accountGenderMale",
  other: "accountGenderOther",
};

/** "User Profile" (guests go to /login). The session's user is the profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireSessionUser(request, context) };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

type ProfileResult = {
  intent: "profile" | "password" | "confirmation-mail";
  sentAt: number;
  ok: boolean;
  message: string | null;
  errors: FieldErrors;
  values?: Record<(typeof PROFILE_FIELDS)[number], string>;
};

/**
 * Three forms: the profile (PUT /api/users/{id}, multipart for the picture), the password change and,
 * while the e-mail address is not confirmed, the confirmation link again (both ours).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSessionUser(request, context);
  const form = await request.formData();
  const sentAt = Date.now();
  if (form.get("intent") === "confirmation-mail") {
    const answer = await callApi(context, `/api/users/${encodeURIComponent(user._id)}/confirmation-mail`, { method: "POST" });
    const result: ProfileResult = {
      intent: "confirmation-mail",
      sentAt,
      ok: answer.answer.ok,
      message: answer.answer.message,
      errors: {},
    };
    return data(result, { status: answer.status });
  }
  if (form.get("intent") === "password") {
    const parsed = passwordChange.safeParse(formText(form, PASSWORD_FIELDS));
    if (!parsed.success) {
      const result: ProfileResult = { intent: "password", sentAt, ok: false, message: null, errors: fieldErrorsOf(parsed.error) };
      return data(result, { status: 400 });
    }
    const answer = await callApi(context, `/api/users/${encodeURIComponent(user._id)}/password`, {
      method: "PUT",
      json: parsed.data,
    });
    const result: ProfileResult = {
      intent: "password",
      sentAt,
      ok: answer.answer.ok,
      message: answer.answer.message,
      errors: answer.answer.fieldErrors,
    };
    // The change renews this session (and ends the others): the new cookie must reach the browser.
    return data(result, { status: answer.status, headers: withCookies(answer.cookies) });
  }

  const values = formText(form, PROFILE_FIELDS);
  const parsed = profileUpdate.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const picture = form.get("image");
  const file = picture instanceof File && picture.size > 0 ? picture : null;
  const problem = file ? pictureProblem(file) : undefined;
  if (problem) errors.image = problem;
  if (Object.keys(errors).length > 0) {
    const result: ProfileResult = { intent: "profile", sentAt, ok: false, message: null, errors, values };
    return data(result, { status: 400 });
  }
  const body = new FormData();
  for (const field of PROFILE_FIELDS) body.set(field, values[field]);
  if (file) body.set("image", file, file.name);
  const answer = await callApi(context, `/api/users/${encodeURIComponent(user._id)}`, { method: "PUT", multipart: body });
  // A picture refused by its content (415) or size (413) is shown under the picture field.
  const pictureRefused = (answer.status === 413 || answer.status === 415) && file !== null;
  const result: ProfileResult = {
    intent: "profile",
    sentAt,
    ok: answer.answer.ok,
    message: answer.answer.message,
    errors: pictureRefused ? { image: answer.answer.message ?? ACCOUNT_MESSAGES.pictureNotImage } : answer.answer.fieldErrors,
    values,
  };
  return data(result, { status: answer.status });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "accountUserProfile", "accountProfileIntro");
}

export default function UserProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigation = useNavigation();
  const { user } = loaderData;
  const [clientErrors, setClientErrors] = useState<{ intent: "profile" | "password"; errors: FieldErrors } | null>(null);
  const passwordFormRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  function errorsFor(intent: "profile" | "password"): FieldErrors {
    if (clientErrors?.intent === intent) return clientErrors.errors;
    return actionData?.intent === intent ? actionData.errors : {};
  }
  const profileErrors = errorsFor("profile");
  const passwordErrors = errorsFor("password");
  const values = actionData?.intent === "profile" && !actionData.ok ? actionData.values : undefined;
  const fullName = [user.name, user.last_name].filter(Boolean).join(" ");

  useAnnounce(actionData?.sentAt, () => {
    if (!actionData) return;
    if (actionData.ok) {
      // "Profile updated."; the password form is cleared after a change.
      notify("success", translateMessage(t, actionData.message ?? ""));
      if (actionData.intent === "password") passwordFormRef.current?.reset();
    } else if (Object.keys(actionData.errors).length === 0) {
      notify("danger", actionData.message ? translateMessage(t, actionData.message) : t("somethingWrong"));
    }
  });

  function check(intent: "profile" | "password") {
    return (event: FormEvent<HTMLFormElement>) => {
      const form = new FormData(event.currentTarget);
      const fields = intent === "profile" ? PROFILE_FIELDS : PASSWORD_FIELDS;
      const parsed = (intent === "profile" ? profileUpdate : passwordChange).safeParse(formText(form, fields));
      const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
      const picture = form.get("image");
      if (intent === "profile" && picture instanceof File && picture.size > 0) {
        const problem = pictureProblem(picture);
        if (problem) errors.image = problem;
      }
      if (Object.keys(errors).length === 0) {
        setClientErrors(null);
        return;
      }
      event.preventDefault();
      setClientErrors({ intent, errors });
      focusFirstError(event.currentTarget, [...fields, "image"], errors);
    };
  }

  return (
    <>
      <h1 className="account-title">{t("accountUserProfile")}</h1>
      {user.emailConfirmed ? null : (
        <section className="account-panel" aria-label={t("accountConfirmTitle")}>
          <p className="auth-message auth-message--warning">{t("accountEmailUnconfirmed", { email: user.email })}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="confirmation-mail" />
            <div role="status" className="auth-form__alert">
              {actionData?.intent === "confirmation-mail" && actionData.ok ? (
                <p className="auth-message auth-message--success">{translateMessage(t, actionData.message ?? "")}</p>
              ) : null}
            </div>
            <button type="submit" className="button button--ghost" disabled={submitting === "confirmation-mail"}>
              {submitting === "confirmation-mail" ? t("accountSending") : t("accountSendConfirmation")}
            </button>
          </Form>
        </section>
      )}
      <section className="account-panel" aria-labelledby="profile-form-title">
        <h2 id="profile-form-title" className="account-subtitle">
          {fullName}
        </h2>
        <Form method="post" encType="multipart/form-data" className="profile-form" noValidate onSubmit={check("profile")}>
          <input type="hidden" name="intent" value="profile" />
          <PictureInput key={user.image} name={fullName} image={user.image} error={profileErrors.image} />
          <div className="profile-form__fields">
            <TextField
              id="profile-name"
              name="name"
              label={t("accountFirstName")}
              autoComplete="given-name"
              maxLength={80}
              required
              defaultValue={values?.name ?? user.name}
              error={profileErrors.name}
            />
            <TextField
              id="profile-last-name"
              name="last_name"
              label={t("accountLastName")}
              autoComplete="family-name"
              maxLength={80}
              defaultValue={values?.last_name ?? user.last_name}
              error={profileErrors.last_name}
            />
            <TextField
              id="profile-number"
              name="number"
              type="tel"
              label={t("accountPhone")}
              autoComplete="tel"
              hint={t("accountMobileHint")}
              defaultValue={values?.number ?? user.number}
              error={profileErrors.number}
            />
            {/* The e-mail cannot be edited, so it is shown, not sent. */}
            <TextField
              id="profile-email"
              type="email"
              label={t("accountEmail")}
              value={user.email}
              readOnly
              hint={t("accountEmailReadOnly")}
            />
            <div className="auth-field">
              <label htmlFor="profile-gender" className="auth-field__label">
                {t("accountGender")}
              </label>
              <select
                id="profile-gender"
                name="gender"
                className="auth-field__control"
                defaultValue={values?.gender ?? user.gender}
                aria-invalid={profileErrors.gender ? true : undefined}
              >
                <option value="">{t("accountGenderUnset")}</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(GENDER_LABELS[gender])}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div role="status" className="auth-form__alert">
            {actionData?.intent === "profile" && actionData.ok ? (
              <p className="auth-message auth-message--success">{translateMessage(t, actionData.message ?? "")}</p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary" disabled={submitting === "profile"}>
            {submitting === "profile" ? t("accountUpdating") : t("accountUpdate")}
          </button>
        </Form>
      </section>

      <section className="account-panel" aria-labelledby="password-form-title">
        <h2 id="password-form-title" className="account-subtitle">
          {t("accountChangePasswordTitle")}
        </h2>
        <Form method="post" className="password-form" noValidate onSubmit={check("password")} ref={passwordFormRef}>
          <input type="hidden" name="intent" value="password" />
          <TextField
            id="password-current"
            name="currentPassword"
            type="password"
            label={t("accountCurrentPassword")}
            autoComplete="current-password"
            required
            error={passwordErrors.currentPassword}
          />
          <TextField
            id="password-new"
            name="newPassword"
            type="password"
            label={t("accountNewPassword")}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            hint={t("accountPasswordRule")}
            error={passwordErrors.newPassword}
          />
          <div role="status" className="auth-form__alert">
            {actionData?.intent === "password" && actionData.ok ? (
              <p className="auth-message auth-message--success">{translateMessage(t, actionData.message ?? "")}</p>
            ) : null}
          </div>
          <button type="submit" className="button button--ghost" disabled={submitting === "password"}>
            {submitting === "password" ? t("accountChanging") : t("accountChangePassword")}
          </button>
        </Form>
      </section>
    </>
  );
}
