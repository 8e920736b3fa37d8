import { COUPON_KIND_LABELS, COUPON_KINDS, type CouponForEditing } from "@chhaap/contract/admin/coupons";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { AdminField, draftFields } from "#app/features/admin/kit/admin-field.tsx";
import { formatInr } from "#app/features/admin/kit/desk-format.ts";
import type { CouponDraft } from "./coupon-draft.ts";

type Errors = Record<string, string>;

/** "10% off, up to ₹500" or "₹200 off". */
export function discountText(coupon: Pick<CouponForEditing, "kind" | "value" | "maxDiscount">): string {
  if (coupon.kind === "flat") return `${formatInr(coupon.value)} off`;
  return coupon.maxDiscount === null ? `${coupon.value}% off` : `${coupon.value}% off, up to ${formatInr(coupon.maxDiscount)}`;
}

/**
 * The whole coupon in one form; it posts without scripts. A coupon already named on an order keeps
 * its code: the field is read-only and says why (the API refuses a change anyway).
 */
export function CouponEditor({
  draft,
  errors,
  busy,
  codeLocked,
  children,
}: {
  draft: CouponDraft;
  errors: Errors;
  busy: boolean;
  codeLocked: boolean;
  /** The page's messages, above the fields. */
  children?: ReactNode;
}) {
  const field = draftFields(draft, errors);
  const kindError = errors.kind;
  return (
    <Form method="post" className="admin-form admin-coupon-form" noValidate>
      {children}
      <fieldset className="admin-card">
        <legend>Code and discount</legend>
        <div className="admin-grid">
          <AdminField
            label="Code"
            {...field("code")}
            maxLength={20}
            required
            autoCapitalize="characters"
            readOnly={codeLocked}
            hint={
              codeLocked
                ? "Used on orders: the code stays as it is so past orders still name it."
                : "3 to 20 letters, digits or dashes; shoppers may type it in any capitals."
            }
          />
          <div className="admin-field">
            <label htmlFor="coupon-kind">Type</label>
            <select
              id="coupon-kind"
              name="kind"
              defaultValue={draft.kind}
              aria-invalid={kindError ? true : undefined}
              aria-describedby={kindError ? "coupon-kind-error" : undefined}
            >
              {COUPON_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {COUPON_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
            {kindError ? (
              <span id="coupon-kind-error" className="admin-field__error">
                {kindError}
              </span>
            ) : null}
          </div>
          <AdminField
            label="Discount"
            {...field("value")}
            inputMode="decimal"
            required
            hint="Percent off: a whole number from 1 to 100. Flat amount: rupees."
          />
          <AdminField
            label="Largest discount (₹)"
            {...field("maxDiscount")}
            inputMode="decimal"
            hint="The cap on a percent discount. Empty: no cap."
          />
          <AdminField
            label="Minimum order (₹)"
            {...field("minOrder")}
            inputMode="decimal"
            hint="The bag's total before shipping; 0 for none."
          />
        </div>
      </fieldset>
      <fieldset className="admin-card">
        <legend>When and how often</legend>
        <div className="admin-grid">
          <AdminField label="Starts" {...field("startsAt")} type="datetime-local" hint="Indian time. Empty: at once." />
          <AdminField label="Ends" {...field("endsAt")} type="datetime-local" hint="Indian time. Empty: never." />
          <AdminField
            label="Uses in all"
            {...field("totalLimit")}
            inputMode="numeric"
            hint="Orders over every shopper. Empty: no limit."
          />
          <AdminField label="Uses per customer" {...field("perCustomerLimit")} inputMode="numeric" hint="Empty: no limit." />
        </div>
      </fieldset>
      <div className="admin-actions">
        <button type="submit" name="intent" value="save" className="admin-button admin-button--primary" disabled={busy}>
          Save
        </button>
      </div>
    </Form>
  );
}
