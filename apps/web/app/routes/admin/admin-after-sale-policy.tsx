import {
  AFTER_SALE_POLICY_MESSAGES,
  afterSalePolicy,
  afterSalePolicyInput,
  WEEKDAY_NAMES,
} from "@chhaap/contract/admin/after-sale-policy";
import { STAFF_MESSAGES } from "@chhaap/contract/admin/staff";
import { data, Form, useNavigation } from "react-router";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { callApi } from "#app/lib/api.server.ts";
import { fieldErrorsOf } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-after-sale-policy";
import { useStaffMember } from "./admin-layout.tsx";

/** GET /api/admin/after-sale-policy: every member may read it; the page is the owner's. */
export async function loader({ context }: Route.LoaderArgs) {
  const { data: policy } = await loadAdmin(context, "/api/admin/after-sale-policy", afterSalePolicy);
  return data({ policy }, { headers: BACK_OFFICE_HEADERS });
}

interface Typed {
  cancelCutoff: string;
  returnWindowDays: string;
  refundWorkingDays: string;
  workingWeekdays: number[];
  codRtoLimit: string;
}

interface PolicyResult {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  typed?: Typed;
}

function answer(result: PolicyResult, status = 200) {
  return data(result, { status, headers: BACK_OFFICE_HEADERS });
}

function typedOf(form: FormData): Typed {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    cancelCutoff: text("cancelCutoff"),
    returnWindowDays: text("returnWindowDays"),
    refundWorkingDays: text("refundWorkingDays"),
    workingWeekdays: form.getAll("workingWeekdays").map(Number),
    codRtoLimit: text("codRtoLimit"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const typed = typedOf(await request.formData());
  // An empty limit means "always offer cash on delivery".
  const parsed = afterSalePolicyInput.safeParse({
    ...typed,
    codRtoLimit: typed.codRtoLimit.trim() === "" ? null : typed.codRtoLimit,
  });
  if (!parsed.success) {
    return answer(
      {
        ok: false,
        message: "Nothing was saved: please correct the fields marked below.",
        errors: fieldErrorsOf(parsed.error),
        typed,
      },
      400,
    );
  }
  const sent = await callApi(context, "/api/admin/after-sale-policy", { method: "PUT", json: parsed.data });
  if (sent.status === 200)
    return answer({ ok: true, message: sent.answer.message ?? AFTER_SALE_POLICY_MESSAGES.saved, errors: {} });
  return answer(
    { ok: false, message: sent.answer.message ?? "The policy could not be saved.", errors: sent.answer.fieldErrors, typed },
    sent.status,
  );
}

export function meta() {
  return [{ title: "After-sale policy · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span id={`${id}-error`} className="admin-field__error">
      {error}
    </span>
  ) : null;
}

function described(id: string, error?: string) {
  return [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
}

export default function AdminAfterSalePolicy({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMember();
  const pending = useNavigation().state !== "idle";
  const { policy } = loaderData;
  if (me.role !== "owner") {
    return (
      <section aria-labelledby="admin-policy-title">
        <h1 id="admin-policy-title">After-sale policy</h1>
        <p className="admin-message admin-message--warning">{STAFF_MESSAGES.ownerOnly}</p>
      </section>
    );
  }
  const errors = actionData?.ok === false ? actionData.errors : {};
  const typed = actionData?.ok === false ? actionData.typed : undefined;
  const shown: Typed = typed ?? {
    cancelCutoff: policy.cancelCutoff,
    returnWindowDays: String(policy.returnWindowDays),
    refundWorkingDays: String(policy.refundWorkingDays),
    workingWeekdays: policy.workingWeekdays,
    codRtoLimit: policy.codRtoLimit === null ? "" : String(policy.codRtoLimit),
  };
  // A saved form shows what the server now holds; a refused one keeps what was typed.
  const version = typed ? JSON.stringify(typed) : policy.updatedAt;
  return (
    <section aria-labelledby="admin-policy-title">
      <h1 id="admin-policy-title">After-sale policy</h1>
      <p className="admin-muted">
        What the shop's policy pages promise, applied to every cancellation, return and refund from the next request on. Times and
        days are India's.
      </p>
      <div role="status" className="admin-form__alert">
        {actionData ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
        ) : null}
      </div>
      <Form method="post" className="admin-form admin-settings-form" noValidate key={version}>
        <fieldset className="admin-card admin-form">
          <legend className="admin-settings-legend">Cancellations</legend>
          <div className="admin-field">
            <label htmlFor="policy-cutoff">Daily cut-off</label>
            <span id="policy-cutoff-hint" className="admin-field__hint">
              Until the first cut-off after an order is placed, the customer cancels it at once; after it, their cancellation is a
              request you answer on the orders desk.
            </span>
            <input
              id="policy-cutoff"
              name="cancelCutoff"
              type="time"
              defaultValue={shown.cancelCutoff}
              aria-invalid={errors.cancelCutoff ? true : undefined}
              aria-describedby={described("policy-cutoff", errors.cancelCutoff)}
            />
            <FieldError id="policy-cutoff" error={errors.cancelCutoff} />
          </div>
        </fieldset>
        <fieldset className="admin-card admin-form">
          <legend className="admin-settings-legend">Returns and refunds</legend>
          <div className="admin-field">
            <label htmlFor="policy-window">Return and exchange window (days after delivery)</label>
            <span id="policy-window-hint" className="admin-field__hint">
              The day of delivery is day 0; the last day counts whole.
            </span>
            <input
              id="policy-window"
              name="returnWindowDays"
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              defaultValue={shown.returnWindowDays}
              aria-invalid={errors.returnWindowDays ? true : undefined}
              aria-describedby={described("policy-window", errors.returnWindowDays)}
            />
            <FieldError id="policy-window" error={errors.returnWindowDays} />
          </div>
          <div className="admin-field">
            <label htmlFor="policy-refund-days">Refund due within (working days)</label>
            <span id="policy-refund-days-hint" className="admin-field__hint">
              Counted from the day a refund becomes owed: a paid order cancelled or returned to origin, a returned piece received.
            </span>
            <input
              id="policy-refund-days"
              name="refundWorkingDays"
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              defaultValue={shown.refundWorkingDays}
              aria-invalid={errors.refundWorkingDays ? true : undefined}
              aria-describedby={described("policy-refund-days", errors.refundWorkingDays)}
            />
            <FieldError id="policy-refund-days" error={errors.refundWorkingDays} />
          </div>
          <fieldset
            className="admin-field admin-weekdays"
            aria-describedby={described("policy-weekdays", errors.workingWeekdays)}
            aria-invalid={errors.workingWeekdays ? true : undefined}
          >
            <legend>Working days</legend>
            <span id="policy-weekdays-hint" className="admin-field__hint">
              The days refunds are counted on.
            </span>
            {WEEKDAY_NAMES.map((name, day) => (
              <label key={name} className="admin-check">
                <input type="checkbox" name="workingWeekdays" value={day} defaultChecked={shown.workingWeekdays.includes(day)} />
                {name}
              </label>
            ))}
            <FieldError id="policy-weekdays" error={errors.workingWeekdays} />
          </fieldset>
        </fieldset>
        <fieldset className="admin-card admin-form">
          <legend className="admin-settings-legend">Cash on delivery</legend>
          <div className="admin-field">
            <label htmlFor="policy-rto-limit">Refuse cash on delivery after this many returns to origin</label>
            <span id="policy-rto-limit-hint" className="admin-field__hint">
              A customer whose parcels came back undelivered this many times pays in advance. Leave it empty to always offer cash
              on delivery.
            </span>
            <input
              id="policy-rto-limit"
              name="codRtoLimit"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              defaultValue={shown.codRtoLimit}
              aria-invalid={errors.codRtoLimit ? true : undefined}
              aria-describedby={described("policy-rto-limit", errors.codRtoLimit)}
            />
            <FieldError id="policy-rto-limit" error={errors.codRtoLimit} />
          </div>
        </fieldset>
        <div className="admin-sticky-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            Save after-sale policy
          </button>
        </div>
      </Form>
    </section>
  );
}
