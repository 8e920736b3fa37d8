import {
  SHOP_SETTINGS_FIELDS,
  SHOP_SETTINGS_MESSAGES,
  type ShopSettingsInput,
  shopSettings,
  shopSettingsInput,
} from "@chhaap/contract/admin/shop-settings";
import { STAFF_MESSAGES } from "@chhaap/contract/admin/staff";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { callApi } from "#app/lib/api.server.ts";
import { fieldErrorsOf, formText } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-shop-settings";
import { useStaffMember } from "./admin-layout.tsx";

/** GET /api/admin/shop-settings: every member may read them; the page is the owner's. */
export async function loader({ context }: Route.LoaderArgs) {
  const { data: settings } = await loadAdmin(context, "/api/admin/shop-settings", shopSettings);
  return data({ settings }, { headers: BACK_OFFICE_HEADERS });
}

const settingsIntent = z.discriminatedUnion("intent", [z.object({ intent: z.literal("save") })]);

interface SettingsResult {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  typed?: Record<keyof ShopSettingsInput, string>;
}

function answer(result: SettingsResult, status = 200) {
  return data(result, { status, headers: BACK_OFFICE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (!settingsIntent.safeParse(Object.fromEntries(form)).success)
    return answer({ ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const typed = formText(form, SHOP_SETTINGS_FIELDS);
  const parsed = shopSettingsInput.safeParse(typed);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return answer({ ok: false, message: "Nothing was saved: please correct the fields marked below.", errors, typed }, 400);
  }
  const sent = await callApi(context, "/api/admin/shop-settings", { method: "PUT", json: parsed.data });
  if (sent.status === 200) return answer({ ok: true, message: sent.answer.message ?? SHOP_SETTINGS_MESSAGES.saved, errors: {} });
  return answer(
    { ok: false, message: sent.answer.message ?? "The settings could not be saved.", errors: sent.answer.fieldErrors, typed },
    sent.status,
  );
}

export function meta() {
  return [{ title: "Shop settings · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

type FieldName = keyof ShopSettingsInput;

interface FieldSpec {
  name: FieldName;
  label: string;
  hint?: string;
  type?: "email" | "tel" | "url";
  autoComplete?: string;
}

const GROUPS: { legend: string; note: string; fields: FieldSpec[] }[] = [
  {
    legend: "On tax invoices",
    note: "Invoices issued from now on carry these; invoices already issued keep the details they were issued with.",
    fields: [
      { name: "legalName", label: "Legal name", autoComplete: "organization" },
      { name: "gstin", label: "GSTIN", hint: "15 characters; its first two digits name the state on invoices." },
      { name: "address", label: "Address (one line)", autoComplete: "street-address" },
    ],
  },
  {
    legend: "Contact",
    note: "Shown in the footer and on the contact page; new orders and contact enquiries are mailed to this address.",
    fields: [
      { name: "email", label: "Contact e-mail", type: "email", autoComplete: "email" },
      {
        name: "phone",
        label: "Phone",
        type: "tel",
        hint: "An Indian number, or another country's with its + code.",
        autoComplete: "tel",
      },
      { name: "supportHours", label: "Support hours" },
    ],
  },
  {
    legend: "Bank transfer and UPI",
    note: "Shown at checkout's bank-transfer step and in order confirmation mails.",
    fields: [
      { name: "bankAccountName", label: "Account name" },
      { name: "bankAccountNumber", label: "Account number" },
      { name: "bankIfsc", label: "IFSC", hint: "11 characters, such as SBIN0001234." },
      { name: "bankSwift", label: "SWIFT (BIC) code", hint: "For payments from abroad; may be left empty." },
      { name: "bankName", label: "Bank" },
      { name: "bankBranch", label: "Branch" },
      { name: "upiId", label: "UPI ID", hint: "Such as shopname@okhdfcbank." },
    ],
  },
  {
    legend: "Social links",
    note: "Full https:// addresses; leave one empty to hide its icon in the footer.",
    fields: [
      { name: "instagram", label: "Instagram", type: "url" },
      { name: "facebook", label: "Facebook", type: "url" },
      { name: "youtube", label: "YouTube", type: "url" },
      { name: "pinterest", label: "Pinterest", type: "url" },
    ],
  },
];

function SettingsField({ spec, value, error, version }: { spec: FieldSpec; value: string; error?: string; version: string }) {
  const id = `shop-${spec.name}`;
  const described = [spec.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={id}>{spec.label}</label>
      {spec.hint ? (
        <span id={`${id}-hint`} className="admin-field__hint">
          {spec.hint}
        </span>
      ) : null}
      <input
        id={id}
        name={spec.name}
        type={spec.type ?? "text"}
        autoComplete={spec.autoComplete ?? "off"}
        defaultValue={value}
        key={version}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error ? (
        <span id={`${id}-error`} className="admin-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export default function AdminShopSettings({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMember();
  const pending = useNavigation().state !== "idle";
  const { settings } = loaderData;
  if (me.role !== "owner") {
    return (
      <section aria-labelledby="admin-shop-settings-title">
        <h1 id="admin-shop-settings-title">Shop settings</h1>
        <p className="admin-message admin-message--warning">{STAFF_MESSAGES.ownerOnly}</p>
      </section>
    );
  }
  const errors = actionData?.ok === false ? actionData.errors : {};
  const typed = actionData?.ok === false ? actionData.typed : undefined;
  const shownValue = (name: FieldName) => typed?.[name] ?? settings[name];
  // A saved form shows what the server now holds; a refused one keeps what was typed.
  const version = typed ? JSON.stringify(typed) : settings.updatedAt;
  return (
    <section aria-labelledby="admin-shop-settings-title">
      <h1 id="admin-shop-settings-title">Shop settings</h1>
      <div role="status" className="admin-form__alert">
        {actionData ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
        ) : null}
      </div>
      <Form method="post" className="admin-form admin-settings-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="admin-card admin-form">
            <legend className="admin-settings-legend">{group.legend}</legend>
            <p className="admin-muted">{group.note}</p>
            {group.fields.map((spec) => (
              <SettingsField
                key={spec.name}
                spec={spec}
                value={shownValue(spec.name)}
                error={errors[spec.name]}
                version={version}
              />
            ))}
            {group.legend === "On tax invoices" ? (
              <p className="admin-muted">
                State on invoices: {settings.state || "unknown"} ({settings.stateCode}), from the GSTIN saved.
              </p>
            ) : null}
          </fieldset>
        ))}
        <div className="admin-sticky-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            Save shop settings
          </button>
        </div>
      </Form>
    </section>
  );
}
