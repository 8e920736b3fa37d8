import { STAFF_MESSAGES, twoFactorDisable, twoFactorEnable, twoFactorSetup } from "@chhaap/contract/admin/staff";
import { envelope } from "@chhaap/contract/envelope";
import { QRCodeSVG } from "qrcode.react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { callApi } from "#app/lib/api.server.ts";
import { fieldErrorsOf } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-two-factor";
import { useStaffMember } from "./admin-layout.tsx";

const setupAnswer = envelope(twoFactorSetup);

/** The page's changes: start setting up (a new secret), turn on with a code, turn off with a code. */
const twoFactorIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("setup") }),
  z.object({ intent: z.literal("enable"), secret: z.string(), code: z.string() }),
  z.object({ intent: z.literal("disable"), code: z.string() }),
]);

type TwoFactorResult = {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  setup?: { secret: string; uri: string };
};

function answer(result: TwoFactorResult, status = 200) {
  return data(result, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const intent = twoFactorIntent.safeParse(Object.fromEntries(await request.formData()));
  if (!intent.success)
    return answer({ intent: "unknown", ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const change = intent.data;
  if (change.intent === "setup") {
    const sent = await callApi(context, "/api/staff/two-factor/setup", { method: "POST" });
    const parsed = setupAnswer.safeParse(sent.body);
    if (!parsed.success)
      return answer({ intent: "setup", ok: false, message: "Setting up failed. Please try again.", errors: {} }, 502);
    return answer({ intent: "setup", ok: true, message: "", errors: {}, setup: parsed.data.data });
  }
  if (change.intent === "enable") {
    const parsed = twoFactorEnable.safeParse({ secret: change.secret, code: change.code });
    if (!parsed.success) {
      const setup = { secret: change.secret, uri: "" };
      return answer({ intent: "enable", ok: false, message: "", errors: fieldErrorsOf(parsed.error), setup }, 400);
    }
    const sent = await callApi(context, "/api/staff/two-factor", { method: "PUT", json: parsed.data });
    if (sent.status === 200) return answer({ intent: "enable", ok: true, message: STAFF_MESSAGES.twoFactorOn, errors: {} });
    return answer(
      {
        intent: "enable",
        ok: false,
        message: sent.answer.message ?? "",
        errors: sent.answer.fieldErrors,
        setup: { secret: change.secret, uri: "" },
      },
      sent.status,
    );
  }
  const parsed = twoFactorDisable.safeParse({ code: change.code });
  if (!parsed.success) return answer({ intent: "disable", ok: false, message: "", errors: fieldErrorsOf(parsed.error) }, 400);
  const sent = await callApi(context, "/api/staff/two-factor", { method: "DELETE", json: parsed.data });
  return answer(
    { intent: "disable", ok: sent.status === 200, message: sent.answer.message ?? "", errors: sent.answer.fieldErrors },
    sent.status,
  );
}

export function meta() {
  return [{ title: "Two-factor sign-in · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The otpauth:// address an authenticator app reads, rebuilt when only the secret came back. */
function otpauthUri(secret: string, email: string): string {
  const label = encodeURIComponent(`Chhaap back office:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent("Chhaap back office")}`;
}

export default function AdminTwoFactor({ actionData }: Route.ComponentProps) {
  const member = useStaffMember();
  const pending = useNavigation().state !== "idle";
  const on =
    actionData?.intent === "enable" && actionData.ok
      ? true
      : actionData?.intent === "disable" && actionData.ok
        ? false
        : member.twoFactor;
  const setup = actionData?.setup;
  const errors = actionData?.errors ?? {};
  return (
    <section className="admin-card admin-narrow" aria-labelledby="admin-two-factor-title">
      <h1 id="admin-two-factor-title">Two-factor sign-in</h1>
      <div role="status" className="admin-form__alert">
        {actionData?.message ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
        ) : null}
      </div>
      {on ? (
        <>
          <p>Signing in asks for a code from your authenticator app as well as your password.</p>
          <Form method="post" className="admin-form" noValidate>
            <input type="hidden" name="intent" value="disable" />
            <AuthenticatorCodeField error={errors.code} />
            <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
              Turn off
            </button>
          </Form>
        </>
      ) : setup ? (
        <>
          <p>Scan this with an authenticator app (Google Authenticator, Authy, 1Password…), then type the code it shows.</p>
          <div className="admin-qr">
            <QRCodeSVG value={setup.uri || otpauthUri(setup.secret, member.email)} size={176} title="Authenticator set-up code" />
          </div>
          <p>
            Or type this key into the app: <code className="admin-secret">{setup.secret}</code>
          </p>
          <Form method="post" className="admin-form" noValidate>
            <input type="hidden" name="intent" value="enable" />
            <input type="hidden" name="secret" value={setup.secret} />
            <AuthenticatorCodeField error={errors.code} />
            <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
              Turn on
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>Add a code from your phone to your password, so a stolen password alone cannot open the back office.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="setup" />
            <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
              Set up two-factor sign-in
            </button>
          </Form>
        </>
      )}
      <p className="admin-muted">
        <Link to="/admin/password">Change your password</Link>
      </p>
    </section>
  );
}

/** The six-digit code both forms ask for, with its message when refused. */
function AuthenticatorCodeField({ error }: { error: string | undefined }) {
  return (
    <label className="admin-field">
      <span>Code from your authenticator app</span>
      <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" required />
      {error ? <span className="admin-field__error">{error}</span> : null}
    </label>
  );
}
