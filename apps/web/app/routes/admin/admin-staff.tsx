import { backOfficeSettings, STAFF_MESSAGES, STAFF_ROLES, staffCreate, staffMember } from "@chhaap/contract/admin/staff";
import { envelope } from "@chhaap/contract/envelope";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { BACK_OFFICE_HEADERS, loadFailed, readAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { AdminField, AdminSelect } from "#app/features/admin/kit/admin-field.tsx";
import { StaffTable } from "#app/features/admin/staff/staff-table.tsx";
import { callApi, fetchData } from "#app/lib/api.server.ts";
import { fieldErrorsOf } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-staff";
import { useStaffMember } from "./admin-layout.tsx";

const staffList = z.array(staffMember);
const addedAnswer = envelope(z.object({ member: staffMember, oneTimePassword: z.string() }));

/** GET /api/admin/staff (owner). Staff who are not the owner are told so rather than shown an error. */
export async function loader({ context }: Route.LoaderArgs) {
  const [answer, settings] = await Promise.all([
    readAdmin(context, "/api/admin/staff", staffList),
    fetchData(context, "/api/admin/settings", backOfficeSettings),
  ]);
  const requireTwoFactor = settings?.requireTwoFactor ?? false;
  if (!answer.ok && answer.status === 403)
    return data({ members: [], ownerOnly: true, requireTwoFactor }, { headers: BACK_OFFICE_HEADERS });
  if (!answer.ok) loadFailed(answer.status);
  return data({ members: answer.data, ownerOnly: false, requireTwoFactor }, { headers: BACK_OFFICE_HEADERS });
}

/** The page's changes, each a form with an `intent`. */
const staffIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), name: z.string(), email: z.string(), role: z.string() }),
  z.object({ intent: z.literal("role"), id: z.string(), role: z.enum(STAFF_ROLES) }),
  z.object({ intent: z.literal("disable"), id: z.string() }),
  z.object({ intent: z.literal("enable"), id: z.string() }),
  z.object({ intent: z.literal("reports-on"), id: z.string() }),
  z.object({ intent: z.literal("reports-off"), id: z.string() }),
  z.object({ intent: z.literal("settings"), requireTwoFactor: z.string().optional() }),
]);

type StaffActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** Shown once, to hand to the new member. */
  added?: { email: string; oneTimePassword: string };
  typed?: { name: string; email: string; role: string };
};

/** Every answer of the action has one shape, whatever the intent. */
function answer(result: StaffActionResult, status = 200) {
  return data(result, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = Object.fromEntries([...(await request.formData())].filter(([, value]) => typeof value === "string"));
  const intent = staffIntent.safeParse(fields);
  if (!intent.success) {
    return answer({ intent: "unknown", ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  }
  const change = intent.data;
  if (change.intent === "add") {
    const typed = { name: change.name, email: change.email, role: change.role };
    const parsed = staffCreate.safeParse(typed);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      return answer({ intent: "add", ok: false, message: Object.values(errors)[0] ?? "", errors, typed }, 400);
    }
    const sent = await callApi(context, "/api/admin/staff", { method: "POST", json: parsed.data });
    const added = addedAnswer.safeParse(sent.body);
    if (sent.status === 201 && added.success) {
      const { member, oneTimePassword } = added.data.data;
      return answer({
        intent: "add",
        ok: true,
        message: STAFF_MESSAGES.staffAdded,
        errors: {},
        added: { email: member.email, oneTimePassword },
      });
    }
    const message = sent.answer.message ?? "The member could not be added.";
    return answer({ intent: "add", ok: false, message, errors: sent.answer.fieldErrors, typed }, sent.status);
  }
  if (change.intent === "settings") {
    const sent = await callApi(context, "/api/admin/settings", {
      method: "PUT",
      json: { requireTwoFactor: change.requireTwoFactor === "on" },
    });
    const message = sent.answer.message ?? "The settings could not be saved.";
    return answer({ intent: "settings", ok: sent.status === 200, message, errors: {} }, sent.status);
  }
  const body =
    change.intent === "role"
      ? { role: change.role }
      : change.intent === "reports-on" || change.intent === "reports-off"
        ? { reportsAccess: change.intent === "reports-on" }
        : { disabled: change.intent === "disable" };
  const sent = await callApi(context, `/api/admin/staff/${encodeURIComponent(change.id)}`, { method: "PATCH", json: body });
  const saved = sent.status === 200;
  const message = sent.answer.message ?? (saved ? STAFF_MESSAGES.staffUpdated : "The change could not be saved.");
  return answer({ intent: change.intent, ok: saved, message, errors: {} }, sent.status);
}

export function meta() {
  return [{ title: "Staff · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMember();
  const pending = useNavigation().state !== "idle";
  if (loaderData.ownerOnly) {
    return (
      <section aria-labelledby="admin-staff-title">
        <h1 id="admin-staff-title">Staff</h1>
        <p className="admin-message admin-message--warning">{STAFF_MESSAGES.ownerOnly}</p>
      </section>
    );
  }
  const addErrors = actionData?.intent === "add" && !actionData.ok ? actionData.errors : {};
  return (
    <section aria-labelledby="admin-staff-title">
      <h1 id="admin-staff-title">Staff</h1>
      <div role="status" className="admin-form__alert">
        {actionData && actionData.intent !== "add" ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
        ) : null}
      </div>
      <StaffTable members={loaderData.members} myId={me._id} pending={pending} />

      <Form method="post" className="admin-card admin-narrow admin-form">
        <input type="hidden" name="intent" value="settings" />
        <label className="admin-check">
          <input type="checkbox" name="requireTwoFactor" defaultChecked={loaderData.requireTwoFactor} />
          <span>Require two-factor sign-in for every staff account</span>
        </label>
        <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
          Save
        </button>
      </Form>

      <section className="admin-card admin-narrow" aria-labelledby="admin-add-title">
        <h2 id="admin-add-title">Add a staff member</h2>
        {actionData?.intent === "add" && actionData.ok && actionData.added ? (
          <div role="status" className="admin-message admin-message--success">
            <p>{actionData.message}</p>
            <p>
              Give {actionData.added.email} this one-time password; they choose their own when they first sign in:{" "}
              <code className="admin-secret">{actionData.added.oneTimePassword}</code>
            </p>
          </div>
        ) : null}
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="add" />
          <AdminField
            label="Name"
            name="name"
            value={actionData?.typed?.name ?? ""}
            error={addErrors.name}
            autoComplete="off"
            required
          />
          <AdminField
            label="Email"
            name="email"
            type="email"
            value={actionData?.typed?.email ?? ""}
            error={addErrors.email}
            autoComplete="off"
            required
          />
          <AdminSelect
            label="Role"
            name="role"
            value={actionData?.typed?.role ?? "staff"}
            options={STAFF_ROLES.map((role) => ({ value: role, label: role }))}
          />
          <div role="alert" className="admin-form__alert">
            {actionData?.intent === "add" && !actionData.ok && Object.keys(addErrors).length === 0 ? (
              <p className="admin-message admin-message--danger">{actionData.message}</p>
            ) : null}
          </div>
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            Add staff member
          </button>
        </Form>
      </section>
    </section>
  );
}
