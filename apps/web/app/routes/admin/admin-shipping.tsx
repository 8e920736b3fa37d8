import { countryCreate, currencyChange, shippingChargeChange, shippingCountry } from "@chhaap/contract/admin/shipping";
import { data, useNavigation } from "react-router";
import { z } from "zod";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { AddCountry, CountryCard, type ShippingResult } from "#app/features/admin/settings/shipping-forms.tsx";
import { callApi } from "#app/lib/api.server.ts";
import { fieldErrorsOf } from "#app/lib/form-values.ts";
import type { Route } from "./+types/admin-shipping";

const countryList = z.array(shippingCountry);

/** GET /api/admin/shipping: every country, its charge per kg, currency and saved addresses. */
export async function loader({ context }: Route.LoaderArgs) {
  const { data: countries } = await loadAdmin(context, "/api/admin/shipping", countryList);
  return data({ countries }, { headers: BACK_OFFICE_HEADERS });
}

/** The page's changes, each a small form with an `intent`; the id says which country or currency. */
const shippingIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("charge"), id: z.string(), perKg: z.string() }),
  z.object({ intent: z.literal("stop"), id: z.string() }),
  z.object({ intent: z.literal("currency"), id: z.string(), rate: z.string(), active: z.string().optional() }),
  z.object({
    intent: z.literal("add"),
    countryName: z.string(),
    isoCode: z.string(),
    perKg: z.string(),
    currencyName: z.string(),
    currencyRate: z.string(),
    currencyActive: z.string().optional(),
  }),
]);

function answer(result: ShippingResult, status = 200) {
  return data(result, { status, headers: BACK_OFFICE_HEADERS });
}

/** A number as typed ("1,250.50" reads as 1250.5); blank stays blank, so the contract names the field. */
function numberOf(text: string): number | string {
  const cleaned = text.replace(/[,\s₹]/g, "");
  return cleaned === "" ? "" : Number(cleaned);
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = Object.fromEntries([...(await request.formData())].filter(([, value]) => typeof value === "string"));
  const intent = shippingIntent.safeParse(fields);
  if (!intent.success)
    return answer({ intent: "unknown", ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const change = intent.data;

  async function send(path: string, init: Parameters<typeof callApi>[2], id: string | undefined, typed: Record<string, string>) {
    const sent = await callApi(context, path, init);
    const ok = sent.status === 200 || sent.status === 201;
    const message = sent.answer.message ?? (ok ? "Saved." : "The change could not be saved.");
    return answer(
      { intent: change.intent, id, ok, message, errors: ok ? {} : sent.answer.fieldErrors, typed: ok ? undefined : typed },
      sent.status,
    );
  }
  function refused(id: string | undefined, error: z.ZodError, typed: Record<string, string>) {
    const errors = fieldErrorsOf(error);
    return answer({ intent: change.intent, id, ok: false, message: Object.values(errors)[0] ?? "", errors, typed }, 400);
  }

  if (change.intent === "charge") {
    const typed = { perKg: change.perKg };
    const parsed = shippingChargeChange.safeParse({ perKg: numberOf(change.perKg) });
    if (!parsed.success) return refused(change.id, parsed.error, typed);
    return send(
      `/api/admin/shipping/countries/${encodeURIComponent(change.id)}/charge`,
      { method: "PUT", json: parsed.data },
      change.id,
      typed,
    );
  }
  if (change.intent === "stop") {
    return send(`/api/admin/shipping/countries/${encodeURIComponent(change.id)}/charge`, { method: "DELETE" }, change.id, {});
  }
  if (change.intent === "currency") {
    const typed = { rate: change.rate, active: change.active ?? "" };
    const parsed = currencyChange.safeParse({ rate: numberOf(change.rate), active: change.active === "on" });
    if (!parsed.success) return refused(change.id, parsed.error, typed);
    return send(`/api/admin/currencies/${encodeURIComponent(change.id)}`, { method: "PUT", json: parsed.data }, change.id, typed);
  }
  const { intent: _intent, ...typed } = { ...change, currencyActive: change.currencyActive ?? "" };
  const parsed = countryCreate.safeParse({
    ...typed,
    perKg: numberOf(change.perKg),
    currencyRate: numberOf(change.currencyRate),
    currencyActive: change.currencyActive === "on",
  });
  if (!parsed.success) return refused(undefined, parsed.error, typed);
  return send("/api/admin/shipping/countries", { method: "POST", json: parsed.data }, undefined, typed);
}

export function meta() {
  return [{ title: "Shipping · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminShipping({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="admin-shipping-title">
      <h1 id="admin-shipping-title">Shipping and currencies</h1>
      <p className="admin-muted">
        Charges are rupees per kg of packed weight. Stopping delivery to a country keeps it, its currency and customers' saved
        addresses there; those addresses cannot be used at checkout until the shop delivers there again.
      </p>
      {actionData?.intent === "unknown" ? <p className="admin-message admin-message--danger">{actionData.message}</p> : null}
      <div className="admin-countries">
        {loaderData.countries.map((country) => (
          <CountryCard key={country._id} country={country} result={actionData} pending={pending} />
        ))}
      </div>
      <AddCountry result={actionData} pending={pending} />
    </section>
  );
}
