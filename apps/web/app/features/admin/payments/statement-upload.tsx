import {
  STATEMENT_DATE_FORMATS,
  STATEMENT_LINE_STATE_LABELS,
  type statementImported,
} from "@chhaap/contract/admin/bank-statements";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { AdminField, AdminSelect } from "#app/features/admin/kit/admin-field.tsx";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";
import { type LayoutForm, MAPPING_FIELD_LABELS, MAPPING_FIELDS } from "./payments-answer.ts";

/**
 * Uploading the bank's statement: the file as the bank exports it; for a layout the shop has not
 * seen, the form that says once which column holds what (the file's first rows shown beside it);
 * after an import, what it found.
 */

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The file field; a browser empties it after every post, so a refusal asks for the file again. */
function FileField({ error, again }: { error?: string; again: boolean }) {
  return (
    <div className="admin-field">
      <label htmlFor="statement-file">Statement file (CSV or XLSX, up to 5 MB)</label>
      <input
        id="statement-file"
        name="statement"
        type="file"
        accept={ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`statement-file-hint${error ? " statement-file-error" : ""}`}
      />
      <FieldNotes
        id="statement-file"
        hint={
          again
            ? "Please choose the file again: the browser does not keep it after sending."
            : "Export the account's statement from net banking, as the bank gives it: nothing to edit first."
        }
        error={error}
      />
    </div>
  );
}

export function StatementUploadForm({ error, again }: { error?: string; again: boolean }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" encType="multipart/form-data" className="admin-card admin-form recon-upload">
      <h2>Upload a statement</h2>
      <FileField error={error} again={again} />
      <p className="admin-muted">
        Each credit is matched to the orders awaiting a bank transfer: by the order number in its narration, then by the reference
        the customer typed, then by the exact amount within days of the order. Nothing is confirmed until you say so, and a line
        already uploaded is never applied twice.
      </p>
      <div>
        <button type="submit" name="intent" value="upload" className="admin-button admin-button--primary" disabled={busy}>
          Upload statement
        </button>
      </div>
    </Form>
  );
}

/** A first look at the file: its header row and first rows, so staff see which column is which. */
function SampleRows({ headers, sample }: LayoutForm["needed"]) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="recon-caption">The file's first rows</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              // Headers may repeat (two blank ones): the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the file's own column order
              <th key={index} scope="col">
                {header || `Column ${index + 1}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sample.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the file's own row order
            <tr key={rowIndex}>
              {headers.map((header, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the file's own column order
                <td key={index} data-label={header || `Column ${index + 1}`}>
                  {row[index] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Which column holds what, asked once per bank layout; submitting it imports the same file. */
export function LayoutMappingForm({
  layout,
  errors,
  message,
}: {
  layout: LayoutForm;
  errors: Record<string, string>;
  message: string;
}) {
  const busy = useNavigation().state !== "idle";
  const heading = useRef<HTMLHeadingElement>(null);
  // The form appears in place of the upload: bring the eyes (and a screen reader) to it.
  useEffect(() => heading.current?.focus(), []);
  const { needed, carried, values } = layout;
  const columns = [
    { value: "", label: "— none —" },
    ...needed.headers.filter(Boolean).map((header) => ({ value: header, label: header })),
  ];
  return (
    <Form method="post" encType="multipart/form-data" className="admin-card admin-form recon-mapping" noValidate>
      <h2 ref={heading} tabIndex={-1}>
        A new bank layout: which column holds what?
      </h2>
      <p className="admin-message admin-message--warning">{message}</p>
      <SampleRows {...needed} />
      <input type="hidden" name="layout" value={JSON.stringify(needed)} />
      {carried ? (
        <>
          <input type="hidden" name="carriedFile" value={carried.base64} />
          <input type="hidden" name="carriedName" value={carried.name} />
          <input type="hidden" name="carriedType" value={carried.type} />
          <p className="admin-muted">File: {carried.name}</p>
        </>
      ) : (
        <FileField error={errors.statement} again />
      )}
      <div className="recon-mapping__fields">
        <AdminField
          label="Name of this layout"
          name="layoutName"
          value={values.layoutName ?? ""}
          error={errors.layoutName}
          hint="For example “HDFC current account”. The shop remembers the layout under this name."
          maxLength={80}
          required
        />
        {MAPPING_FIELDS.map((field) => (
          <AdminSelect
            key={field}
            label={`${MAPPING_FIELD_LABELS[field].label}${MAPPING_FIELD_LABELS[field].required ? "" : " (optional)"}`}
            name={field}
            value={values[field] ?? ""}
            error={errors[field]}
            hint={MAPPING_FIELD_LABELS[field].hint}
            options={columns}
          />
        ))}
        <AdminSelect
          label="How the bank writes dates"
          name="dateFormat"
          value={values.dateFormat ?? ""}
          error={errors.dateFormat}
          hint="As in the Date column above: 05/11/26 is DD/MM/YY."
          options={[
            { value: "", label: "Choose…" },
            ...STATEMENT_DATE_FORMATS.map((format) => ({ value: format, label: format })),
          ]}
        />
      </div>
      <div>
        <button type="submit" name="intent" value="map" className="admin-button admin-button--primary" disabled={busy}>
          Save layout and import
        </button>
      </div>
    </Form>
  );
}

/** What an import found: credits in the file, how many were new; and the lines of all statements now waiting. */
export function ImportSummary({ imported }: { imported: z.infer<typeof statementImported> }) {
  const { creditLines, newLines, counts } = imported;
  return (
    <div className="admin-message admin-message--success recon-summary">
      <p>
        <strong>
          Statement imported with the layout “{imported.layoutName}”: {creditLines} {creditLines === 1 ? "credit" : "credits"} in
          the file, {newLines} new.
        </strong>
      </p>
      {newLines < creditLines ? (
        <p>
          {creditLines - newLines} {creditLines - newLines === 1 ? "line was" : "lines were"} in an earlier upload and changed
          nothing.
        </p>
      ) : null}
      <p>Lines of every statement now waiting for you:</p>
      <ul className="recon-summary__counts">
        {(["matched", "doubtful", "unmatched"] as const).map((state) => (
          <li key={state}>
            {STATEMENT_LINE_STATE_LABELS[state]}: <strong>{counts[state] ?? 0}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
