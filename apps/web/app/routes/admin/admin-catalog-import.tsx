import {
  CATALOG_CSV_COLUMNS,
  type CatalogImportResult,
  catalogImportResult,
  IMPORT_MAX_BYTES,
} from "@chhaap/contract/admin/catalog";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/kit/admin-api.server.ts";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-catalog-import";

export function loader() {
  return data(null, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Stock and prices · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const importIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("apply"), csv: z.string() }),
]);

interface ImportAnswer {
  ok: boolean;
  message: string;
  result?: CatalogImportResult;
  /** The sheet previewed, posted again by "Apply" so the same file is applied. */
  csv?: string;
}

function answer(result: ImportAnswer, status = 200) {
  return data(result, { status, headers: BACK_OFFICE_HEADERS });
}

/** Preview reads the chosen file; apply sends the previewed text again, and the API works the changes out anew. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = importIntent.safeParse({ intent: form.get("intent"), csv: form.get("csv") ?? undefined });
  if (!intent.success) return answer({ ok: false, message: "That change is not one this page makes." }, 400);
  let csv: string;
  if (intent.data.intent === "apply") csv = intent.data.csv;
  else {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return answer({ ok: false, message: "Please choose a CSV file." }, 400);
    if (file.size > IMPORT_MAX_BYTES) return answer({ ok: false, message: "Please import a file under 1 MB." }, 413);
    csv = await file.text();
  }
  const apply = intent.data.intent === "apply";
  const sent = await callApi(context, "/api/admin/catalog/import", { method: "POST", json: { csv, apply } });
  const result = dataFrom(sent, catalogImportResult);
  if (!result)
    return answer(
      { ok: false, message: sent.answer.message ?? "The file could not be read." },
      sent.status === 200 ? 502 : sent.status,
    );
  const ok = result.errors.length === 0 && (apply ? result.applied : result.changes.length > 0);
  return answer({ ok, message: sent.answer.message ?? "", result, csv: apply ? undefined : csv });
}

function ChangesTable({ result }: { result: CatalogImportResult }) {
  if (result.changes.length === 0) return null;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>
          {result.applied ? "Changes applied" : "Changes the file would make"} ({result.changes.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Item code</th>
            <th scope="col">Size</th>
            <th scope="col">What</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {result.changes.map((change) => (
            <tr key={`${change.row}-${change.what}-${change.size}`}>
              <td data-label="Row">{change.row}</td>
              <td data-label="Item code">{change.itemCode}</td>
              <td data-label="Size">{change.size || "—"}</td>
              <td data-label="What">{change.what}</td>
              <td data-label="Before">{change.before || "—"}</td>
              <td data-label="After">{change.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AdminCatalogImport({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const result = actionData?.result;
  return (
    <section aria-labelledby="admin-import-title">
      <p>
        <Link to="/admin/products">← Products</Link>
      </p>
      <h1 id="admin-import-title">Stock and prices by CSV</h1>
      <div className="admin-card admin-narrow">
        <h2>1. Export</h2>
        <p>
          Every colourway and size with its stock and prices, one row each. Change the numbers in a spreadsheet and import the
          file below.
        </p>
        {/* A download, not a page: the browser saves the file. */}
        <a className="admin-button admin-button--ghost" href="/admin/catalog/export.csv" download>
          Export CSV
        </a>
        <p className="admin-muted">Columns: {CATALOG_CSV_COLUMNS.join(", ")}. A blank stock or price leaves it as it is.</p>
      </div>

      <Form method="post" encType="multipart/form-data" className="admin-card admin-narrow admin-form">
        <h2>2. Import</h2>
        <div className="admin-field">
          <label htmlFor="import-file">CSV file (up to 1 MB, 5,000 rows)</label>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv" required />
        </div>
        <p className="admin-muted">
          Nothing changes until you have seen the preview and pressed “Apply”. A new item code adds a colourway to the product its
          row names exactly.
        </p>
        <button type="submit" name="intent" value="preview" className="admin-button admin-button--primary" disabled={busy}>
          Preview import
        </button>
      </Form>

      <div role="status" className="admin-form__alert">
        {actionData ? (
          <p
            className={`admin-message admin-message--${actionData.ok ? "success" : result?.errors.length ? "danger" : "warning"}`}
          >
            {actionData.message}
          </p>
        ) : null}
      </div>

      {result && result.errors.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>Rows with errors ({result.errors.length})</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((error) => (
                <tr key={`${error.row}-${error.message}`}>
                  <td data-label="Row">{error.row}</td>
                  <td data-label="Problem">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {result ? <ChangesTable result={result} /> : null}

      {result && !result.applied && result.errors.length === 0 && result.changes.length > 0 && actionData?.csv ? (
        <Form method="post" className="admin-actions">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="csv" value={actionData.csv} />
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            Apply {result.changes.length} {result.changes.length === 1 ? "change" : "changes"}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
