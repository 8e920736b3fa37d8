import { RETURNS_MESSAGES, returnDetail, returnStepRequest } from "@chhaap/contract/admin/returns";
import { data } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { RETURN_KIND_LABELS, ReturnStateBadge } from "#app/features/admin/returns/return-badges.tsx";
import { CustomerCard, HistoryCard, RefundCard, RequestCard, ShippingCard } from "#app/features/admin/returns/return-cards.tsx";
import { type ReturnActionResult, ReturnStepButton } from "#app/features/admin/returns/return-step-button.tsx";
import { callApi } from "#app/lib/api.server.ts";
import { fieldErrorsOf } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-return";

/** Today in India (YYYY-MM-DD): a refund's date is this day or earlier. */
const INDIA_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { data: request } = await loadAdmin(context, `/api/admin/returns/${encodeURIComponent(params.number)}`, returnDetail);
  return data({ request, today: INDIA_DAY.format(new Date()) }, { headers: BACK_OFFICE_HEADERS });
}

// "step", not "action": a form field named "action" would hide the form's own action property.
const stepForm = z.object({ step: z.string().max(40) }).catchall(z.string());

function answer(result: ReturnActionResult, status = 200) {
  return data(result, { status });
}

/** One step on the request, checked with the contract's schema here and again by the API. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const fields = Object.fromEntries([...(await request.formData())].filter(([, value]) => typeof value === "string"));
  const form = stepForm.safeParse(fields);
  if (!form.success)
    return answer({ action: "", ok: false, message: "That change is not one this page makes.", errors: {}, movedOn: false }, 400);
  const { step, ...details } = form.data;
  const stepRequest = returnStepRequest.safeParse({ action: step, ...details });
  if (!stepRequest.success)
    return answer({ action: step, ok: false, message: "", errors: fieldErrorsOf(stepRequest.error), movedOn: false }, 400);
  const sent = await callApi(context, `/api/admin/returns/${encodeURIComponent(params.number)}/steps`, {
    method: "POST",
    json: stepRequest.data,
  });
  const ok = sent.status === 200;
  const message = sent.answer.message ?? (ok ? RETURNS_MESSAGES.updated : "The request could not be changed.");
  return answer(
    { action: step, ok, message, errors: sent.answer.fieldErrors, movedOn: sent.status === 409 },
    ok ? 200 : refusedStatus(sent.status),
  );
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Request ${params.number} · Chhaap back office` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { request, today } = loaderData;
  return (
    <section aria-labelledby="admin-return-title" className="admin-order">
      <p className="admin-order__links">
        <Link to="/admin/returns">← All returns and exchanges</Link>
      </p>
      <h1 id="admin-return-title">
        {RETURN_KIND_LABELS[request.kind]} {request.number}
      </h1>
      <p>
        <ReturnStateBadge state={request.state} />{" "}
        <span className="admin-muted">asked {WHEN.format(new Date(request.createdAt))}</span>
      </p>
      <div role="status" className="admin-form__alert">
        {actionData?.message ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>
            {actionData.message}
            {actionData.movedOn ? (
              <>
                {" "}
                <Link to={`/admin/returns/${encodeURIComponent(request.number)}`}>Reload the request</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {request.actions.length > 0 ? (
        <fieldset className="admin-actions">
          <legend className="visually-hidden">What to do next</legend>
          {request.actions.map((step) => (
            <ReturnStepButton key={step} step={step} request={request} today={today} />
          ))}
        </fieldset>
      ) : null}
      <div className="admin-order__grid">
        <RequestCard request={request} />
        <CustomerCard request={request} />
        <RefundCard request={request} />
        <ShippingCard request={request} />
        <HistoryCard request={request} />
      </div>
    </section>
  );
}
