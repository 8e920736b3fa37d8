import {
  countryCreate,
  currencyChange,
  type ShippingCountry,
  shippingChargeChange,
  shippingCountry,
} from "@chhaap/contract/admin/shipping";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
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

interface ShippingResult {
  intent: string;
  /** The country or currency the answer is about, so its form shows the message and keeps what was typed. */
  id?: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  typed?: Record<string, string>;
}

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

type ActionData = Route.ComponentProps["actionData"];

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="admin-field__error">
      {message}
    </span>
  ) : null;
}

/** One country: its charge (or that the shop does not deliver there), and its currency. */
function CountryCard({ country, result, pending }: { country: ShippingCountry; result: ActionData; pending: boolean }) {
  const slug = country.isoCode.toLowerCase();
  const headingId = `country-${slug}`;
  const mine = (intent: string, id: string | undefined) => (result?.intent === intent && result.id === id ? result : undefined);
  const charge = mine("charge", country._id);
  const stop = mine("stop", country._id);
  const currencyId = country.currency?._id;
  const currency = mine("currency", currencyId);
  const delivering = country.perKg !== null;
  const chargeError = charge && !charge.ok ? charge.errors.perKg || charge.message : undefined;
  const rateError = currency && !currency.ok ? currency.errors.rate || currency.message : undefined;
  const said = [charge, stop, currency].find((r) => r?.ok);
  return (
    <section className="admin-card admin-country" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-country__name">
        {country.countryName} <span className="admin-muted">{country.isoCode}</span>
      </h2>
      <p className="admin-muted">
        {delivering ? "Delivered to" : "Not delivered to"}
        {country.savedAddresses > 0
          ? ` · ${country.savedAddresses} saved ${country.savedAddresses === 1 ? "address" : "addresses"}`
          : ""}
      </p>
      <div role="status">{said ? <p className="admin-message admin-message--success">{said.message}</p> : null}</div>
      <Form method="post" className="admin-country__form">
        <input type="hidden" name="intent" value="charge" />
        <input type="hidden" name="id" value={country._id} />
        <div className="admin-field">
          <label htmlFor={`charge-${slug}`}>Shipping charge per kg (₹)</label>
          <input
            id={`charge-${slug}`}
            name="perKg"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={charge?.typed?.perKg ?? (country.perKg === null ? "" : String(country.perKg))}
            key={`${country.perKg}-${charge?.typed?.perKg ?? ""}`}
            aria-invalid={chargeError ? true : undefined}
            aria-describedby={chargeError ? `charge-${slug}-error` : undefined}
          />
          <FieldError id={`charge-${slug}-error`} message={chargeError} />
        </div>
        <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
          {delivering ? "Save charge" : "Start delivering"}
        </button>
      </Form>
      {delivering ? (
        <Form method="post" className="admin-country__stop">
          <input type="hidden" name="intent" value="stop" />
          <input type="hidden" name="id" value={country._id} />
          <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
            Stop delivering to {country.countryName}
          </button>
          {stop && !stop.ok ? <p className="admin-message admin-message--danger">{stop.message}</p> : null}
        </Form>
      ) : null}
      {country.currency ? (
        <Form method="post" className="admin-country__form">
          <input type="hidden" name="intent" value="currency" />
          <input type="hidden" name="id" value={country.currency._id} />
          <div className="admin-field">
            <label htmlFor={`rate-${slug}`}>{country.currency.name} per ₹1</label>
            <input
              id={`rate-${slug}`}
              name="rate"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={currency?.typed?.rate ?? String(country.currency.rate)}
              key={`${country.currency.rate}-${currency?.typed?.rate ?? ""}`}
              aria-invalid={rateError ? true : undefined}
              aria-describedby={rateError ? `rate-${slug}-error` : undefined}
            />
            <FieldError id={`rate-${slug}-error`} message={rateError} />
          </div>
          <label className="admin-check">
            <input
              type="checkbox"
              name="active"
              defaultChecked={currency?.typed ? currency.typed.active === "on" : country.currency.active}
              key={`${country.currency.active}-${currency?.typed?.active ?? ""}`}
            />
            <span>Show prices in {country.currency.name}</span>
          </label>
          <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
            Save currency
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function AddCountry({ result, pending }: { result: ActionData; pending: boolean }) {
  const mine = result?.intent === "add" ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const typed = mine && !mine.ok ? mine.typed : undefined;
  const fields: { name: string; label: string; hint?: string; decimal?: boolean }[] = [
    { name: "countryName", label: "Country name" },
    { name: "isoCode", label: "ISO code", hint: "2 letters, such as LK." },
    { name: "perKg", label: "Shipping charge per kg (₹)", decimal: true },
    { name: "currencyName", label: "Currency code", hint: "3 letters, such as LKR." },
    { name: "currencyRate", label: "Currency units per ₹1", decimal: true },
  ];
  return (
    <section className="admin-card admin-narrow" aria-labelledby="add-country-title">
      <h2 id="add-country-title">Deliver to another country</h2>
      <div role="status">{mine?.ok ? <p className="admin-message admin-message--success">{mine.message}</p> : null}</div>
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="intent" value="add" />
        {fields.map((field) => {
          const id = `add-${field.name}`;
          const error = errors[field.name];
          const described = [field.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
          return (
            <div className="admin-field" key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              {field.hint ? (
                <span id={`${id}-hint`} className="admin-field__hint">
                  {field.hint}
                </span>
              ) : null}
              <input
                id={id}
                name={field.name}
                autoComplete="off"
                inputMode={field.decimal ? "decimal" : undefined}
                defaultValue={typed?.[field.name] ?? ""}
                key={typed ? `typed-${typed[field.name]}` : `blank-${mine?.ok ? "saved" : ""}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
              />
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
        <label className="admin-check">
          <input type="checkbox" name="currencyActive" defaultChecked={typed ? typed.currencyActive === "on" : true} />
          <span>Show prices in this currency</span>
        </label>
        <div role="alert" className="admin-form__alert">
          {mine && !mine.ok && Object.keys(errors).length === 0 ? (
            <p className="admin-message admin-message--danger">{mine.message}</p>
          ) : null}
        </div>
        <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
          Add country
        </button>
      </Form>
    </section>
  );
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
