import { COD_EXCLUSION_KINDS, type CodExclusion } from "@chhaap/contract/admin/delivery";
import { Form } from "react-router";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";

const KIND_LABELS: Record<(typeof COD_EXCLUSION_KINDS)[number], string> = { pin: "PIN code", district: "District" };

/** The exclusions' answer to the add or remove form. */
export interface CodExclusionResult {
  intent: "add-exclusion" | "remove-exclusion";
  /** The exclusion added, or the one a remove was about. */
  id?: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  typed?: { kind: string; value: string; reason: string };
}

/**
 * Where cash on delivery is not taken: a PIN code, or a whole district as the PIN code registry spells
 * it, each with the reason shoppers are shown. Added and removed one at a time.
 */
export function CodExclusions({
  exclusions,
  result,
  pending,
}: {
  exclusions: CodExclusion[];
  result: CodExclusionResult | undefined;
  pending: boolean;
}) {
  const added = result?.intent === "add-exclusion" ? result : undefined;
  const removed = result?.intent === "remove-exclusion" ? result : undefined;
  const typed = added && !added.ok ? added.typed : undefined;
  const errors = added && !added.ok ? added.errors : {};
  // A message the fields do not show (a repeated exclusion, say) is said above them.
  const formMessage = added && !added.ok && !errors.kind && !errors.value && !errors.reason ? added.message : null;
  return (
    <section className="admin-card" aria-labelledby="cod-exclusions-title">
      <h2 id="cod-exclusions-title">Cash on delivery exclusions</h2>
      <p className="admin-muted">
        Checkout refuses cash on delivery for these PIN codes and districts and shows the reason; the product page says so as soon
        as a shopper types the PIN code.
      </p>
      <div role="status">
        {result?.ok ? <p className="admin-message admin-message--success">{result.message}</p> : null}
        {removed && !removed.ok ? <p className="admin-message admin-message--danger">{removed.message}</p> : null}
        {formMessage ? <p className="admin-message admin-message--danger">{formMessage}</p> : null}
      </div>
      <Form method="post" className="admin-form admin-grid" noValidate key={added?.ok ? `added-${added.id}` : "add"}>
        <input type="hidden" name="intent" value="add-exclusion" />
        <div className="admin-field">
          <label htmlFor="cod-kind">Exclude</label>
          <select
            id="cod-kind"
            name="kind"
            defaultValue={typed?.kind ?? "pin"}
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={errors.kind ? "cod-kind-error" : undefined}
          >
            {COD_EXCLUSION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
          <FieldNotes id="cod-kind" error={errors.kind} />
        </div>
        <div className="admin-field">
          <label htmlFor="cod-value">PIN code or district</label>
          <input
            id="cod-value"
            name="value"
            autoComplete="off"
            maxLength={80}
            defaultValue={typed?.value ?? ""}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={["cod-value-hint", errors.value ? "cod-value-error" : ""].filter(Boolean).join(" ")}
          />
          <FieldNotes id="cod-value" hint="A district as the registry spells it, such as KACHCHH." error={errors.value} />
        </div>
        <div className="admin-field admin-field--wide">
          <label htmlFor="cod-reason">Reason shown to shoppers</label>
          <input
            id="cod-reason"
            name="reason"
            maxLength={200}
            defaultValue={typed?.reason ?? ""}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? "cod-reason-error" : undefined}
          />
          <FieldNotes id="cod-reason" error={errors.reason} />
        </div>
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            Add exclusion
          </button>
        </div>
      </Form>
      {exclusions.length === 0 ? (
        <p className="admin-muted">Cash on delivery is taken everywhere the shop delivers in India.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Places where cash on delivery is refused, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Place</th>
                <th scope="col">Reason</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {exclusions.map((exclusion) => (
                <tr key={exclusion._id}>
                  <th scope="row">
                    {exclusion.value} <span className="admin-muted">{KIND_LABELS[exclusion.kind]}</span>
                  </th>
                  <td>{exclusion.place ?? <span className="admin-muted">Not in the registry</span>}</td>
                  <td dir="auto">{exclusion.reason || <span className="admin-muted">None given</span>}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-exclusion" />
                      <input type="hidden" name="id" value={exclusion._id} />
                      <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
                        Remove<span className="visually-hidden"> {exclusion.value}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
