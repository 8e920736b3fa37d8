import type { ShippingCountry } from "@chhaap/contract/admin/shipping";
import { Form } from "react-router";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";

/** The shipping page's answer to one of its small forms. */
export interface ShippingResult {
  intent: string;
  /** The country or currency the answer is about, so its form shows the message and keeps what was typed. */
  id?: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  typed?: Record<string, string>;
}

/** One country: its charge (or that the shop does not deliver there), and its currency. */
export function CountryCard({
  country,
  result,
  pending,
}: {
  country: ShippingCountry;
  result: ShippingResult | undefined;
  pending: boolean;
}) {
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
          <FieldNotes id={`charge-${slug}`} error={chargeError} />
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
            <FieldNotes id={`rate-${slug}`} error={rateError} />
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

/** A country the shop does not list yet, with its charge and its currency. */
export function AddCountry({ result, pending }: { result: ShippingResult | undefined; pending: boolean }) {
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
              <FieldNotes id={`${id}`} error={error} />
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
