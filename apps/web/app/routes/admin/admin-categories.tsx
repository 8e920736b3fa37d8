import { categoriesChange, categoriesEditor, menusChange, tagsChange } from "@chhaap/contract/admin/categories";
import { data, useNavigation } from "react-router";
import { z } from "zod";
import { LISTS, type List, ListForm, type ListResult, type Row } from "#app/features/admin/catalog/category-lists.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-categories";

export async function loader({ context }: Route.LoaderArgs) {
  const { data: editor } = await loadAdmin(context, "/api/admin/categories", categoriesEditor);
  return data({ editor }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Categories · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const SCHEMAS = { menus: menusChange, categories: categoriesChange, tags: tagsChange } as const;

/** The rows of a posted list, in position order, without the empty row and rows ticked "Remove". */
function rowsFromForm(form: FormData): Row[] {
  const count = Math.min(Math.max(Number(form.get("rows")) || 0, 0), 201);
  const rows: { row: Row; position: number; n: number }[] = [];
  for (let n = 0; n < count; n++) {
    if (form.get(`r${n}.remove`) === "on") continue;
    const row: Row = {};
    for (const [key, value] of form)
      if (key.startsWith(`r${n}.`) && typeof value === "string") row[key.slice(`r${n}.`.length)] = value;
    if ((row.name ?? "").trim() === "" && !row._id) continue;
    const position = Number(row.position);
    // The row's number in the posted form, to find its picture file.
    row.n = String(n);
    rows.push({ row, position: Number.isFinite(position) ? position : n + 1, n });
  }
  return rows.sort((a, b) => a.position - b.position || a.n - b.n).map(({ row }) => row);
}

const uploadedAnswer = z.object({ url: z.string() });

/**
 * A category's new picture is uploaded before the list is saved (the product editor's pipeline), and
 * from then on is part of what was typed: a refused save keeps it. "Use the drawn picture" clears it.
 * Messages by row, for the pictures that could not be taken.
 */
async function takePictures(context: Route.ActionArgs["context"], form: FormData, rows: Row[]) {
  const errors: Record<string, string> = {};
  for (const [index, row] of rows.entries()) {
    if (form.get(`r${row.n}.drawnPicture`) === "on") row.picture = "";
    const file = form.get(`r${row.n}.pictureFile`);
    if (!(file instanceof File) || file.size === 0) continue;
    const multipart = new FormData();
    multipart.append("picture", file);
    const sent = await callApi(context, "/api/admin/pictures", { method: "POST", multipart });
    const stored = dataFrom(sent, uploadedAnswer);
    if (stored) row.picture = stored.url;
    else errors[`r${index}.picture`] = sent.answer.message ?? "The picture could not be uploaded.";
  }
  return errors;
}

function bodyOf(list: List, rows: Row[]) {
  const id = (row: Row) => (row._id ? { _id: row._id } : {});
  if (list === "menus") return { items: rows.map((row) => ({ ...id(row), name: row.name ?? "" })) };
  if (list === "tags")
    return { items: rows.map((row) => ({ ...id(row), name: row.name ?? "", link: row.link || (row.name ?? "") })) };
  return {
    items: rows.map((row) => ({
      ...id(row),
      name: row.name ?? "",
      menuId: row.menuId || null,
      isTopCategory: row.isTopCategory === "on",
      ...(row.picture === undefined ? {} : { picture: row.picture }),
    })),
  };
}

function answer(result: Omit<ListResult, "at">, status = 200) {
  return data({ ...result, at: Date.now() } satisfies ListResult, { status, headers: BACK_OFFICE_HEADERS });
}

/** `items.2.name` (a path of the contract or the API) is the form's `r2.name`. */
function rowField(path: string): string {
  const match = /^items\.(\d+)\.(\w+)/.exec(path);
  return match ? `r${match[1]}.${match[2]}` : path;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = z.object({ intent: z.enum(LISTS) }).safeParse({ intent: form.get("intent") });
  if (!intent.success)
    return answer({ list: "", ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const list = intent.data.intent;
  const rows = rowsFromForm(form);
  if (list === "categories") {
    const uploadErrors = await takePictures(context, form, rows);
    if (Object.keys(uploadErrors).length > 0)
      return answer(
        { list, ok: false, message: "Nothing was saved: a picture could not be taken.", errors: uploadErrors, typed: rows },
        400,
      );
  }
  const parsed = SCHEMAS[list].safeParse(bodyOf(list, rows));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[rowField(issue.path.join("."))] ??= issue.message;
    return answer({ list, ok: false, message: "Nothing was saved: please correct the marked fields.", errors, typed: rows }, 400);
  }
  const sent = await callApi(context, `/api/admin/categories/${list}`, { method: "PUT", json: parsed.data });
  if (sent.status === 200) return answer({ list, ok: true, message: sent.answer.message ?? "Saved.", errors: {} });
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(sent.answer.fieldErrors)) errors[rowField(field)] = message;
  return answer(
    { list, ok: false, message: `Nothing was saved: ${sent.answer.message ?? "please try again."}`, errors, typed: rows },
    refusedStatus(sent.status),
  );
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { editor } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="admin-categories-title">
      <h1 id="admin-categories-title">Categories and menus</h1>
      {LISTS.map((list) => (
        // Saved data starts the form afresh, and so does each answer: a refused save shows what was
        // typed, with a picture already uploaded kept as the row's picture and its file box empty, so
        // the next save does not upload the same file again.
        <ListForm
          key={`${list}:${JSON.stringify(editor[list])}:${actionData?.list === list ? actionData.at : 0}`}
          list={list}
          editor={editor}
          result={actionData}
          busy={busy}
        />
      ))}
    </section>
  );
}
