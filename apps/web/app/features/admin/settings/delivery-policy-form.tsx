import "#app/styles/admin-delivery.css";
import { WEEKDAY_NAMES } from "@chhaap/contract/admin/after-sale-policy";
import type { DeliveryPolicyAnswer } from "@chhaap/contract/admin/delivery";
import { Form } from "react-router";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";

/** The zones' courier days as the form posts them: `days.sameCity.min` and so on. */
const DELIVERY_ZONE_FIELDS = [
  { key: "sameCity", label: "Same city", hint: "Destination in the origin's district." },
  { key: "sameState", label: "Same state", hint: "Elsewhere in the origin's state." },
  { key: "metro", label: "Metro cities", hint: "Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune." },
  { key: "restOfIndia", label: "Rest of India", hint: "Everywhere else on the mainland." },
  {
    key: "remote",
    label: "North-east and islands",
    hint: "The north-eastern states, Andaman and Nicobar, Lakshadweep, Ladakh, Jammu and Kashmir.",
  },
] as const satisfies readonly { key: keyof DeliveryPolicyAnswer["days"]; label: string; hint: string }[];

/** The policy form as typed: kept as text, so a refused save shows it again exactly. */
export interface TypedDeliveryPolicy {
  originPinCode: string;
  dispatchWeekdays: number[];
  dispatchCutoff: string;
  days: Record<(typeof DELIVERY_ZONE_FIELDS)[number]["key"], { min: string; max: string }>;
}

export function typedOfPolicy(policy: DeliveryPolicyAnswer): TypedDeliveryPolicy {
  const days = Object.fromEntries(
    DELIVERY_ZONE_FIELDS.map(({ key }) => [key, { min: String(policy.days[key].min), max: String(policy.days[key].max) }]),
  ) as TypedDeliveryPolicy["days"];
  return {
    originPinCode: policy.originPinCode,
    dispatchWeekdays: policy.dispatchWeekdays,
    dispatchCutoff: policy.dispatchCutoff,
    days,
  };
}

export function typedPolicyOfForm(form: FormData): TypedDeliveryPolicy {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const days = Object.fromEntries(
    DELIVERY_ZONE_FIELDS.map(({ key }) => [key, { min: text(`days.${key}.min`), max: text(`days.${key}.max`) }]),
  ) as TypedDeliveryPolicy["days"];
  return {
    originPinCode: text("originPinCode"),
    dispatchWeekdays: form
      .getAll("dispatchWeekdays")
      .map(Number)
      .filter((day) => Number.isInteger(day)),
    dispatchCutoff: text("dispatchCutoff"),
    days,
  };
}

function described(id: string, hint: boolean, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/**
 * Where parcels leave from, on which days and until what time, and the courier's least and most days
 * per zone. Messages sit beside their fields (`days.metro.max`); a refused save keeps what was typed.
 */
export function DeliveryPolicyForm({
  shown,
  origin,
  errors,
  version,
  pending,
}: {
  shown: TypedDeliveryPolicy;
  /** The saved origin's place, to confirm the PIN code is the right one. */
  origin: DeliveryPolicyAnswer["origin"];
  errors: Record<string, string>;
  /** Changes when the form must show other values (saved, or refused with what was typed). */
  version: string;
  pending: boolean;
}) {
  return (
    <Form method="post" className="admin-form admin-settings-form admin-delivery-form" noValidate key={version}>
      <input type="hidden" name="intent" value="policy" />
      <fieldset className="admin-card admin-form">
        <legend className="admin-settings-legend">Dispatch</legend>
        <div className="admin-field">
          <label htmlFor="delivery-origin">PIN code parcels leave from</label>
          <input
            id="delivery-origin"
            name="originPinCode"
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            defaultValue={shown.originPinCode}
            aria-invalid={errors.originPinCode ? true : undefined}
            aria-describedby={described("delivery-origin", true, errors.originPinCode)}
          />
          <FieldNotes
            id="delivery-origin"
            hint={
              origin ? `Now: ${origin.office}, ${origin.district}, ${origin.state}.` : "Decides what is the same city and state."
            }
            error={errors.originPinCode}
          />
        </div>
        <fieldset
          className="admin-field admin-weekdays"
          aria-describedby={described("delivery-weekdays", true, errors.dispatchWeekdays)}
          aria-invalid={errors.dispatchWeekdays ? true : undefined}
        >
          <legend>Days parcels leave</legend>
          <span id="delivery-weekdays-hint" className="admin-field__hint">
            An order placed after the cut-off, or on another day, leaves on the next of these days.
          </span>
          {WEEKDAY_NAMES.map((name, day) => (
            <label key={name} className="admin-check">
              <input type="checkbox" name="dispatchWeekdays" value={day} defaultChecked={shown.dispatchWeekdays.includes(day)} />
              {name}
            </label>
          ))}
          {errors.dispatchWeekdays ? (
            <span id="delivery-weekdays-error" className="admin-field__error">
              {errors.dispatchWeekdays}
            </span>
          ) : null}
        </fieldset>
        <div className="admin-field">
          <label htmlFor="delivery-cutoff">Daily cut-off (India time)</label>
          <input
            id="delivery-cutoff"
            name="dispatchCutoff"
            type="time"
            defaultValue={shown.dispatchCutoff}
            aria-invalid={errors.dispatchCutoff ? true : undefined}
            aria-describedby={described("delivery-cutoff", true, errors.dispatchCutoff)}
          />
          <FieldNotes
            id="delivery-cutoff"
            hint="Ordered by then on a dispatch day, a parcel leaves the same day."
            error={errors.dispatchCutoff}
          />
        </div>
      </fieldset>
      <fieldset className="admin-card admin-form">
        <legend className="admin-settings-legend">Courier days after dispatch</legend>
        <p className="admin-muted">
          Calendar days, least and most, to each kind of destination. A piece that takes days to get ready adds them before
          dispatch.
        </p>
        {DELIVERY_ZONE_FIELDS.map((zone) => (
          <fieldset key={zone.key} className="admin-grid admin-delivery-zone">
            <legend>{zone.label}</legend>
            <span id={`delivery-${zone.key}-hint`} className="admin-field__hint admin-field--wide">
              {zone.hint}
            </span>
            {(["min", "max"] as const).map((end) => {
              const id = `delivery-${zone.key}-${end}`;
              const error = errors[`days.${zone.key}.${end}`];
              return (
                <div key={end} className="admin-field">
                  <label htmlFor={id}>{end === "min" ? "Least days" : "Most days"}</label>
                  <input
                    id={id}
                    name={`days.${zone.key}.${end}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={60}
                    defaultValue={shown.days[zone.key][end]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[`delivery-${zone.key}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
                  />
                  <FieldNotes id={id} error={error} />
                </div>
              );
            })}
          </fieldset>
        ))}
      </fieldset>
      <div className="admin-sticky-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
          Save delivery settings
        </button>
      </div>
    </Form>
  );
}
