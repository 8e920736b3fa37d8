import {
  COUPON_ADMIN_MESSAGES,
  COUPON_STATE_LABELS,
  type CouponForEditing,
  couponForEditing,
  editableCoupon,
} from "@chhaap/contract/admin/coupons";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import {
  type CouponDraft,
  couponDraftFromForm,
  draftOf,
  editableCouponOf,
  emptyCouponDraft,
} from "#app/features/admin/marketing/coupon-draft.ts";
import { CouponEditor, discountText } from "#app/features/admin/marketing/coupon-editor.tsx";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-coupon";

const createdAnswer = z.object({ _id: z.string() });

/** The coupon (none for /admin/coupons/new). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  let coupon: CouponForEditing | null = null;
  if (params.id) {
    coupon = (await loadAdmin(context, `/api/admin/coupons/${encodeURIComponent(params.id)}`, couponForEditing)).data;
  }
  return data({ coupon, created: new URL(request.url).searchParams.has("created") }, { headers: BACK_OFFICE_HEADERS });
}

const couponIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("active"), active: z.enum(["true", "false"]) }),
]);

interface EditorResult {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  draft?: CouponDraft;
}

function answer(result: EditorResult, status = 200) {
  return data(result, { status, headers: BACK_OFFICE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = couponIntent.safeParse(Object.fromEntries(form));
  if (!intent.success) return answer({ ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const path = params.id ? `/api/admin/coupons/${encodeURIComponent(params.id)}` : null;

  if (intent.data.intent === "active") {
    if (!path) return answer({ ok: false, message: "Save the coupon first.", errors: {} }, 400);
    const sent = await callApi(context, `${path}/active`, { method: "PUT", json: { active: intent.data.active === "true" } });
    const fallback = "The coupon could not be changed.";
    return answer({ ok: sent.status === 200, message: sent.answer.message ?? fallback, errors: {} }, sent.status);
  }

  const draft = couponDraftFromForm(form);
  const parsed = editableCoupon.safeParse(editableCouponOf(draft));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
    return answer({ ok: false, message: "Nothing was saved: please correct the marked fields.", errors, draft }, 400);
  }
  const sent = await callApi(context, path ?? "/api/admin/coupons", { method: path ? "PUT" : "POST", json: parsed.data });
  if (!path && sent.status === 201) {
    const created = dataFrom(sent, createdAnswer);
    if (created) return redirect(`/admin/coupons/${created._id}?created=1`, { headers: BACK_OFFICE_HEADERS });
  }
  if (sent.status === 200) return answer({ ok: true, message: sent.answer.message ?? COUPON_ADMIN_MESSAGES.saved, errors: {} });
  const message = sent.answer.message ?? "The coupon could not be saved.";
  return answer(
    { ok: false, message: `Nothing was saved: ${message}`, errors: sent.answer.fieldErrors, draft },
    refusedStatus(sent.status),
  );
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.coupon ? `Coupon ${loaded.coupon.code}` : "New coupon";
  return [{ title: `${name} · Chhaap back office` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Where the coupon stands, how often it was used, and the button that turns it off or on, apart from the form. */
function StatusBar({ coupon, busy }: { coupon: CouponForEditing; busy: boolean }) {
  const uses = coupon.totalLimit === null ? `${coupon.timesUsed}` : `${coupon.timesUsed} of ${coupon.totalLimit}`;
  return (
    <div className="admin-status-bar">
      <p>
        Status: <span className={`admin-badge admin-badge--coupon-${coupon.state}`}>{COUPON_STATE_LABELS[coupon.state]}</span>
      </p>
      <p>
        Times used: <strong>{uses}</strong>
      </p>
      <p className="admin-muted">
        {discountText(coupon)} · created {WHEN.format(new Date(coupon.createdAt))}
      </p>
      <Form method="post" className="admin-inline-form">
        <input type="hidden" name="intent" value="active" />
        <input type="hidden" name="active" value={coupon.active ? "false" : "true"} />
        <button type="submit" className="admin-button admin-button--ghost" disabled={busy}>
          {coupon.active ? "Disable coupon" : "Enable coupon"}
        </button>
      </Form>
    </div>
  );
}

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, created } = loaderData;
  const busy = useNavigation().state !== "idle";
  const draft = actionData?.draft ?? (coupon ? draftOf(coupon) : emptyCouponDraft());
  const errors = actionData?.errors ?? {};
  const errorList = Object.entries(errors);
  return (
    <section aria-labelledby="admin-coupon-title">
      <p>
        <Link to="/admin/coupons">← Coupons</Link>
      </p>
      <h1 id="admin-coupon-title">{coupon ? `Coupon ${coupon.code}` : "New coupon"}</h1>
      {coupon ? <StatusBar coupon={coupon} busy={busy} /> : null}
      <CouponEditor
        // A saved coupon starts the form afresh from what the server kept.
        key={coupon ? JSON.stringify(draftOf(coupon)) : "new"}
        draft={draft}
        errors={errors}
        busy={busy}
        codeLocked={coupon?.codeLocked ?? false}
      >
        <div role="status" className="admin-form__alert">
          {actionData ? (
            <div className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>
              <p>{actionData.message}</p>
              {errorList.length > 0 ? (
                <ul>
                  {errorList.map(([field, message]) => (
                    <li key={field}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : created ? (
            <p className="admin-message admin-message--success">{COUPON_ADMIN_MESSAGES.created}</p>
          ) : null}
        </div>
      </CouponEditor>
    </section>
  );
}
