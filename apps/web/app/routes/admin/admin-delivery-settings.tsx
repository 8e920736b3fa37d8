import {
  type CodExclusion,
  codExclusion,
  codExclusionInput,
  DELIVERY_ADMIN_MESSAGES,
  deliveryPolicy,
  deliveryPolicyInput,
} from "@chhaap/contract/admin/delivery";
import { STAFF_MESSAGES } from "@chhaap/contract/admin/staff";
import { data, useNavigation } from "react-router";
import { z } from "zod";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { type CodExclusionResult, CodExclusions } from "#app/features/admin/settings/cod-exclusions.tsx";
import {
  DeliveryPolicyForm,
  type TypedDeliveryPolicy,
  typedOfPolicy,
  typedPolicyOfForm,
} from "#app/features/admin/settings/delivery-policy-form.tsx";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-delivery-settings";
import { useStaffMember } from "./admin-layout.tsx";

const exclusionList = z.array(codExclusion);
const exclusionAdded = z.object({ data: codExclusion });

/** The delivery policy and the places cash on delivery is refused, read together. */
export async function loader({ context }: Route.LoaderArgs) {
  const [policy, exclusions] = await Promise.all([
    loadAdmin(context, "/api/admin/settings/delivery", deliveryPolicy),
    loadAdmin(context, "/api/admin/settings/cod-exclusions", exclusionList),
  ]);
  return data({ policy: policy.data, exclusions: exclusions.data }, { headers: BACK_OFFICE_HEADERS });
}

interface PolicyResult {
  intent: "policy";
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  typed?: TypedDeliveryPolicy;
}

type Result =
  | PolicyResult
  | CodExclusionResult
  | { intent: "unknown"; ok: false; message: string; errors: Record<string, never> };

function answer(result: Result, status = 200) {
  return data(result, { status, headers: BACK_OFFICE_HEADERS });
}

/** Every message of a refused form at its field's full name (`days.metro.max`), the first of each. */
function messagesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  return errors;
}

/** The policy (owner), an exclusion added or removed: each a small form with an `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "policy") {
    const typed = typedPolicyOfForm(form);
    const parsed = deliveryPolicyInput.safeParse(typed);
    if (!parsed.success)
      return answer(
        {
          intent,
          ok: false,
          message: "Nothing was saved: please correct the fields marked below.",
          errors: messagesByField(parsed.error),
          typed,
        },
        400,
      );
    const sent = await callApi(context, "/api/admin/settings/delivery", { method: "PUT", json: parsed.data });
    if (sent.status === 200) return answer({ intent, ok: true, message: DELIVERY_ADMIN_MESSAGES.saved, errors: {} });
    return answer(
      {
        intent,
        ok: false,
        message: sent.answer.message ?? "The delivery settings could not be saved.",
        errors: sent.answer.fieldErrors,
        typed,
      },
      refusedStatus(sent.status),
    );
  }
  if (intent === "add-exclusion") {
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    const typed = { kind: text("kind"), value: text("value"), reason: text("reason") };
    const parsed = codExclusionInput.safeParse(typed);
    if (!parsed.success) {
      const errors = messagesByField(parsed.error);
      return answer({ intent, ok: false, message: Object.values(errors)[0] ?? "", errors, typed }, 400);
    }
    const sent = await callApi(context, "/api/admin/settings/cod-exclusions", { method: "POST", json: parsed.data });
    if (sent.status === 200 || sent.status === 201) {
      const id = exclusionAdded.safeParse(sent.body).data?.data._id;
      return answer({ intent, id, ok: true, message: DELIVERY_ADMIN_MESSAGES.exclusionAdded, errors: {} });
    }
    return answer(
      {
        intent,
        ok: false,
        message: sent.answer.message ?? "The exclusion could not be added.",
        errors: sent.answer.fieldErrors,
        typed,
      },
      refusedStatus(sent.status),
    );
  }
  if (intent === "remove-exclusion") {
    const id = String(form.get("id") ?? "").slice(0, 64);
    const sent = await callApi(context, `/api/admin/settings/cod-exclusions/${encodeURIComponent(id)}`, { method: "DELETE" });
    const ok = sent.status === 200 || sent.status === 204;
    return answer(
      {
        intent,
        id,
        ok,
        message: ok ? DELIVERY_ADMIN_MESSAGES.exclusionRemoved : (sent.answer.message ?? "The exclusion could not be removed."),
        errors: {},
      },
      ok ? 200 : refusedStatus(sent.status),
    );
  }
  return answer({ intent: "unknown", ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
}

export function meta() {
  return [{ title: "Delivery · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminDeliverySettings({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMember();
  const pending = useNavigation().state !== "idle";
  const { policy, exclusions } = loaderData;
  const policyResult = actionData?.intent === "policy" ? actionData : undefined;
  const exclusionResult =
    actionData?.intent === "add-exclusion" || actionData?.intent === "remove-exclusion" ? actionData : undefined;
  const typed = policyResult && !policyResult.ok ? policyResult.typed : undefined;
  return (
    <section aria-labelledby="admin-delivery-title">
      <h1 id="admin-delivery-title">Delivery</h1>
      <p className="admin-muted">
        What the product page and checkout promise for an Indian PIN code: the days a parcel arrives between, counted from the
        next dispatch, and whether cash on delivery is taken there. Orders keep the dates promised when they were placed.
      </p>
      {actionData?.intent === "unknown" ? <p className="admin-message admin-message--danger">{actionData.message}</p> : null}
      {me.role === "owner" ? (
        <>
          <div role="status" className="admin-form__alert">
            {policyResult ? (
              <p className={`admin-message admin-message--${policyResult.ok ? "success" : "danger"}`}>{policyResult.message}</p>
            ) : null}
          </div>
          <DeliveryPolicyForm
            shown={typed ?? typedOfPolicy(policy)}
            origin={policy.origin}
            errors={policyResult && !policyResult.ok ? policyResult.errors : {}}
            // A saved form shows what the server now holds; a refused one keeps what was typed.
            version={typed ? JSON.stringify(typed) : policy.updatedAt}
            pending={pending}
          />
        </>
      ) : (
        <p className="admin-message admin-message--warning">{STAFF_MESSAGES.ownerOnly}</p>
      )}
      <CodExclusions exclusions={exclusions satisfies CodExclusion[]} result={exclusionResult} pending={pending} />
    </section>
  );
}
