import {
  SIZE_CHART_KIND_LABELS,
  SIZE_CHART_LIMITS,
  SIZE_MEASURE_LABELS,
  SIZE_PIECE_LABELS,
  type SizeChartsEditor,
} from "@chhaap/contract/admin/size-charts";
import { SIZE_CHART_KINDS, SIZE_MEASURES, SIZE_PIECES } from "@chhaap/contract/size-charts";
import { type ReactNode, useId } from "react";
import { Form } from "react-router";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";
import type { SizeChartDraft } from "./size-chart-draft.ts";

type Errors = Record<string, string>;

/** `aria-describedby` of a field with these notes, or undefined. */
function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function measureName(measure: string): string {
  return SIZE_MEASURE_LABELS[measure as keyof typeof SIZE_MEASURE_LABELS] ?? "New column";
}

function pieceName(piece: string): string {
  return SIZE_PIECE_LABELS[piece as keyof typeof SIZE_PIECE_LABELS] ?? piece;
}

/**
 * One size chart in one form: its name, kind, the categories that use it and the grid of
 * measurements in inches. It posts without scripts; on a phone the grid scrolls sideways inside its
 * own frame while the page stays put.
 */
export function SizeChartEditor({
  draft,
  errors,
  busy,
  isNew,
  categories,
  charts,
  chartId,
  children,
}: {
  draft: SizeChartDraft;
  errors: Errors;
  busy: boolean;
  isNew: boolean;
  categories: SizeChartsEditor["categories"];
  /** Every chart, to say which one a category uses now. */
  charts: { _id: string; name: string }[];
  chartId: string | null;
  /** The page's messages, above the fields. */
  children?: ReactNode;
}) {
  const id = useId();
  const piece = draft.kind === "piece";
  const rowWord = piece ? "piece" : "size";
  const columns = [...draft.measures, ""];
  const rows = [...draft.rows, null];
  const chartName = new Map(charts.map((chart) => [chart._id, chart.name]));
  const rowName = (label: string | undefined) =>
    label === undefined || label.trim() === "" ? `the new ${rowWord}` : piece ? pieceName(label) : `size ${label}`;
  const nameHint = "For staff only: shoppers see the chart, not its name.";
  const gridError = errors.measures ?? errors.rows;
  return (
    <Form method="post" className="admin-form admin-size-chart-form" noValidate>
      {children}
      <input type="hidden" name="intent" value="save" />
      <fieldset className="admin-card">
        <legend>Garment type</legend>
        <div className="admin-grid">
          <div className="admin-field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              id={`${id}-name`}
              name="name"
              defaultValue={draft.name}
              maxLength={SIZE_CHART_LIMITS.name}
              required
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy(`${id}-name`, nameHint, errors.name)}
            />
            <FieldNotes id={`${id}-name`} hint={nameHint} error={errors.name} />
          </div>
          {isNew ? (
            <div className="admin-field">
              <label htmlFor={`${id}-kind`}>Rows are</label>
              <select
                id={`${id}-kind`}
                name="kind"
                defaultValue={draft.kind}
                aria-invalid={errors.kind ? true : undefined}
                aria-describedby={describedBy(`${id}-kind`, "Chosen once, when the chart is made.", errors.kind)}
              >
                {SIZE_CHART_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {SIZE_CHART_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
              <FieldNotes id={`${id}-kind`} hint="Chosen once, when the chart is made." error={errors.kind} />
            </div>
          ) : (
            <p className="admin-field">
              <span>Rows are</span>
              <strong>{SIZE_CHART_KIND_LABELS[draft.kind as keyof typeof SIZE_CHART_KIND_LABELS] ?? draft.kind}</strong>
              <input type="hidden" name="kind" value={draft.kind} />
            </p>
          )}
        </div>
      </fieldset>

      <fieldset className="admin-card admin-size-chart-categories" aria-describedby={`${id}-categories-hint`}>
        <legend>Used by</legend>
        <p id={`${id}-categories-hint`} className="admin-muted">
          Products of the ticked categories show this chart in their size guide. A category shows one chart: ticking it here takes
          it off another.
        </p>
        {categories.length === 0 ? <p className="admin-empty">The shop has no categories yet.</p> : null}
        <div className="admin-size-chart-categories__list">
          {categories.map((category) => {
            const other = category.sizeChartId && category.sizeChartId !== chartId ? chartName.get(category.sizeChartId) : null;
            return (
              <label key={category._id} className="admin-check">
                <input
                  type="checkbox"
                  name="categoryIds"
                  value={category._id}
                  defaultChecked={draft.categoryIds.includes(category._id)}
                />
                <span>
                  {category.name}
                  {other ? <span className="admin-muted"> (now {other})</span> : null}
                </span>
              </label>
            );
          })}
        </div>
        <FieldNotes id={`${id}-categories`} error={errors.categoryIds} />
      </fieldset>

      <fieldset className="admin-card">
        <legend>Measurements in inches</legend>
        <p id={`${id}-grid-hint`} className="admin-muted">
          Measured on the garment laid flat. The size guide also shows them in centimetres. To add a {rowWord} or a column, fill
          in the empty one at the end; to take one out, tick its “Remove”.
        </p>
        {gridError ? <FieldNotes id={`${id}-grid`} error={gridError} /> : null}
        <input type="hidden" name="columns" value={columns.length} />
        <input type="hidden" name="rows" value={rows.length} />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard. */}
        <section className="admin-size-grid" aria-label="Measurements, scrolls sideways" tabIndex={0}>
          <table className="admin-size-grid__table" aria-describedby={`${id}-grid-hint`}>
            <caption className="visually-hidden">Measurements in inches, one row per {rowWord}</caption>
            <thead>
              <tr>
                <th scope="col">{piece ? "Piece" : "Size"}</th>
                {columns.map((measure, j) => {
                  const field = `c${j}.measure`;
                  const isNewColumn = j === draft.measures.length;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the posted form.
                    <th key={j} scope="col">
                      <label className="visually-hidden" htmlFor={`${id}-${field}`}>
                        {isNewColumn ? "Add a column: what it measures" : `Column ${j + 1} measures`}
                      </label>
                      <select
                        id={`${id}-${field}`}
                        name={field}
                        defaultValue={measure}
                        aria-invalid={errors[field] ? true : undefined}
                        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
                      >
                        <option value="">{isNewColumn ? "Add column…" : "Choose…"}</option>
                        {SIZE_MEASURES.map((kind) => (
                          <option key={kind} value={kind}>
                            {SIZE_MEASURE_LABELS[kind]}
                          </option>
                        ))}
                      </select>
                      <FieldNotes id={`${id}-${field}`} error={errors[field]} />
                      {isNewColumn ? null : (
                        <label className="admin-check">
                          <input type="checkbox" name={`c${j}.remove`} />
                          <span>
                            Remove<span className="visually-hidden"> column {measureName(measure)}</span>
                          </span>
                        </label>
                      )}
                    </th>
                  );
                })}
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const labelField = `r${i}.label`;
                const who = rowName(row?.label);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the posted form.
                  <tr key={i}>
                    <th scope="row">
                      <label className="visually-hidden" htmlFor={`${id}-${labelField}`}>
                        {row ? `${piece ? "Piece" : "Size"} ${i + 1}` : `Add a ${rowWord}`}
                      </label>
                      {piece ? (
                        <select
                          id={`${id}-${labelField}`}
                          name={labelField}
                          defaultValue={row?.label ?? ""}
                          aria-invalid={errors[labelField] ? true : undefined}
                          aria-describedby={errors[labelField] ? `${id}-${labelField}-error` : undefined}
                        >
                          <option value="">{row ? "Choose…" : "Add a piece…"}</option>
                          {SIZE_PIECES.map((kind) => (
                            <option key={kind} value={kind}>
                              {SIZE_PIECE_LABELS[kind]}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          id={`${id}-${labelField}`}
                          name={labelField}
                          defaultValue={row?.label ?? ""}
                          maxLength={SIZE_CHART_LIMITS.label}
                          placeholder={row ? undefined : "Add a size"}
                          autoComplete="off"
                          aria-invalid={errors[labelField] ? true : undefined}
                          aria-describedby={errors[labelField] ? `${id}-${labelField}-error` : undefined}
                        />
                      )}
                      <FieldNotes id={`${id}-${labelField}`} error={errors[labelField]} />
                    </th>
                    {columns.map((measure, j) => {
                      const field = `r${i}.c${j}`;
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the posted form.
                        <td key={j}>
                          <label className="visually-hidden" htmlFor={`${id}-${field}`}>
                            {`${measureName(measure)} of ${who}, inches`}
                          </label>
                          <input
                            id={`${id}-${field}`}
                            name={field}
                            defaultValue={row?.cells[j] ?? ""}
                            inputMode="decimal"
                            autoComplete="off"
                            aria-invalid={errors[field] ? true : undefined}
                            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
                          />
                          <FieldNotes id={`${id}-${field}`} error={errors[field]} />
                        </td>
                      );
                    })}
                    <td>
                      {row ? (
                        <label className="admin-check">
                          <input type="checkbox" name={`r${i}.remove`} />
                          <span className="visually-hidden">Remove {who}</span>
                        </label>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </fieldset>
      <p className="admin-sticky-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {isNew ? "Create size chart" : "Save size chart"}
        </button>
      </p>
    </Form>
  );
}
