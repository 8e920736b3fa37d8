import {
  type CategoriesEditor,
  categoriesChange,
  categoriesEditor,
  menusChange,
  tagsChange,
} from "@chhaap/contract/admin/categories";
import { imageUrlAt } from "@chhaap/contract/media";
import { useEffect, useId, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-categories";

export async function loader({ context }: Route.LoaderArgs) {
  const { data: editor } = await loadAdmin(context, "/api/admin/categories", categoriesEditor);
  return data({ editor }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Categories · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const LISTS = ["menus", "categories", "tags"] as const;
type List = (typeof LISTS)[number];
const SCHEMAS = { menus: menusChange, categories: categoriesChange, tags: tagsChange } as const;

/** A row as posted: every field as text (checkboxes as "on"). */
type Row = Record<string, string>;

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

interface ListResult {
  list: List | "";
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  typed?: Row[];
  /** When the answer was made: a new answer starts its form afresh and puts the focus back. */
  at: number;
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

const TITLES: Record<List, { title: string; entry: string; hint: string }> = {
  menus: { title: "Header menus", entry: "menu", hint: "Each menu drops down with the categories listed in it." },
  categories: {
    title: "Categories",
    entry: "category",
    hint: "A category with products cannot be removed: move its products first.",
  },
  tags: { title: "Tags", entry: "tag", hint: "Tags link to a search; removing one takes it off its products." },
};

/**
 * A category's picture: the one it shows now, a file to upload instead (cropped to the 4:5 portrait
 * the home page's "Our Collection" shows), and the way back to the picture drawn from its name.
 */
function CategoryPicture({
  field,
  fieldId,
  row,
  saved,
  error,
}: {
  field: (name: string) => string;
  fieldId: (name: string) => string;
  row: Row | null;
  saved: CategoriesEditor["categories"][number] | undefined;
  error: string | undefined;
}) {
  const picture = row?.picture ?? "";
  // What shoppers would see: the picture kept in the form, or the drawn one while none is uploaded.
  const preview = picture || (saved && saved.picture === "" ? saved.cateImg : "");
  const hint = "JPEG, PNG or WebP up to 5 MB, cropped to a 4:5 portrait.";
  const describedBy = [`${fieldId("pictureFile")}-hint`, error ? `${fieldId("pictureFile")}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="admin-field admin-field--wide">
      {row?._id || picture ? <input type="hidden" name={field("picture")} value={picture} /> : null}
      <label htmlFor={fieldId("pictureFile")}>{picture ? "Replace the picture" : "Upload a picture"}</label>
      <div className="admin-category-picture">
        {preview ? <img src={imageUrlAt(preview, 320)} alt="" width={64} height={80} loading="lazy" /> : null}
        <div className="admin-field">
          <input
            id={fieldId("pictureFile")}
            name={field("pictureFile")}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <FieldNotes
            id={fieldId("pictureFile")}
            hint={picture ? `${hint} Now showing an uploaded picture.` : `${hint} Now showing the picture drawn from its name.`}
            error={error}
          />
          {picture ? (
            <label className="admin-check">
              <input type="checkbox" name={field("drawnPicture")} />
              <span>Use the drawn picture instead</span>
            </label>
          ) : null}
        </div>
      </div>
    </div>
  );
}

const FIELD_WORDS: Record<string, string> = {
  name: "name",
  link: "searches for",
  menuId: "menu",
  picture: "picture",
  isTopCategory: "“Our Collection”",
};

function ListForm({
  list,
  editor,
  result,
  busy,
}: {
  list: List;
  editor: CategoriesEditor;
  result: ListResult | undefined;
  busy: boolean;
}) {
  const id = useId();
  const mine = result?.list === list ? result : undefined;
  const errors = mine?.errors ?? {};
  const saved: Row[] =
    list === "menus"
      ? editor.menus.map((m) => ({ _id: m._id, name: m.name }))
      : list === "tags"
        ? editor.tags.map((t) => ({ _id: t._id, name: t.name, link: t.link, products: String(t.products) }))
        : editor.categories.map((c) => ({
            _id: c._id,
            name: c.name,
            menuId: c.menuId ?? "",
            isTopCategory: c.isTopCategory ? "on" : "",
            picture: c.picture,
            products: String(c.products),
          }));
  const savedCategory = new Map(editor.categories.map((c) => [c._id, c]));
  const savedRow = new Map(saved.map((row) => [row._id, row]));
  const rows: (Row | null)[] = [...(mine?.typed ?? saved), null];
  const { title, entry, hint } = TITLES[list];
  // A row's heading is what is saved, its name and product count, also while the form shows a
  // refused save's typing; a row not saved yet is named as typed.
  const rowName = (row: Row) => (row._id ? savedRow.get(row._id)?.name : "") || row.name?.trim() || `New ${entry}`;
  const heading = (row: Row) => {
    const products = Number((row._id ? savedRow.get(row._id)?.products : undefined) ?? 0);
    return list === "menus" ? rowName(row) : `${rowName(row)}, ${products} ${products === 1 ? "product" : "products"}`;
  };
  const messageId = `${id}-message`;
  const errorList = Object.entries(errors).map(([field, message]) => {
    const match = /^r(\d+)\.(\w+)$/.exec(field);
    const row = match ? rows[Number(match[1])] : null;
    const where = row && match ? `${rowName(row)}, ${FIELD_WORDS[match[2] ?? ""] ?? match[2]}` : title;
    return { field, text: `${where}: ${message}` };
  });
  // Each answer draws its form afresh, so the focus is put back once the page is idle again (the
  // save button is disabled while it is busy): on the first field refused, else on the message.
  const focused = useRef(0);
  useEffect(() => {
    if (busy || !mine || focused.current === mine.at) return;
    focused.current = mine.at;
    const form = document.getElementById(`${id}-title`)?.closest("form");
    const target =
      (mine.ok ? null : form?.querySelector<HTMLElement>('[aria-invalid="true"]')) ?? document.getElementById(messageId);
    target?.focus();
  }, [mine, busy, id, messageId]);
  return (
    <Form
      method="post"
      className="admin-card admin-form"
      aria-labelledby={`${id}-title`}
      encType={list === "categories" ? "multipart/form-data" : undefined}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="admin-muted">{hint}</p>
      <input type="hidden" name="intent" value={list} />
      <input type="hidden" name="rows" value={rows.length} />
      <div role="status" className="admin-form__alert">
        {mine ? (
          <div id={messageId} tabIndex={-1} className={`admin-message admin-message--${mine.ok ? "success" : "danger"}`}>
            <p>{mine.message}</p>
            {errorList.length > 0 ? (
              <ul>
                {errorList.map(({ field, text }) => (
                  <li key={field}>{text}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {rows.map((row, n) => {
        const field = (name: string) => `r${n}.${name}`;
        const fieldId = (name: string) => `${id}-${n}-${name}`;
        const error = (name: string) =>
          errors[field(name)] ? (
            <span id={`${fieldId(name)}-error`} className="admin-field__error">
              {errors[field(name)]}
            </span>
          ) : null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the posted form.
          <fieldset key={n} className="admin-row">
            <legend>{row ? heading(row) : `Add a ${entry}`}</legend>
            {row?._id ? <input type="hidden" name={field("_id")} value={row._id} /> : null}
            <div className="admin-grid">
              <div className="admin-field">
                <label htmlFor={fieldId("name")}>Name</label>
                <input
                  id={fieldId("name")}
                  name={field("name")}
                  defaultValue={row?.name ?? ""}
                  maxLength={60}
                  aria-invalid={errors[field("name")] ? true : undefined}
                  aria-describedby={errors[field("name")] ? `${fieldId("name")}-error` : undefined}
                />
                {error("name")}
              </div>
              {list === "tags" ? (
                <div className="admin-field">
                  <label htmlFor={fieldId("link")}>Searches for</label>
                  <input id={fieldId("link")} name={field("link")} defaultValue={row?.link ?? ""} maxLength={100} />
                  {error("link")}
                </div>
              ) : null}
              {list === "categories" ? (
                <>
                  <div className="admin-field">
                    <label htmlFor={fieldId("menuId")}>Menu</label>
                    <select id={fieldId("menuId")} name={field("menuId")} defaultValue={row?.menuId ?? ""}>
                      <option value="">None</option>
                      {editor.menus.map((menu) => (
                        <option key={menu._id} value={menu._id}>
                          {menu.name}
                        </option>
                      ))}
                    </select>
                    {error("menuId")}
                  </div>
                  <label className="admin-check">
                    <input type="checkbox" name={field("isTopCategory")} defaultChecked={row?.isTopCategory === "on"} />
                    <span>In “Our Collection”</span>
                  </label>
                  <CategoryPicture
                    field={field}
                    fieldId={fieldId}
                    row={row}
                    saved={row?._id ? savedCategory.get(row._id) : undefined}
                    error={errors[field("picture")]}
                  />
                </>
              ) : null}
              {row ? (
                <>
                  <div className="admin-field">
                    <label htmlFor={fieldId("position")}>Position</label>
                    <input id={fieldId("position")} name={field("position")} defaultValue={n + 1} inputMode="numeric" />
                  </div>
                  <label className="admin-check">
                    <input type="checkbox" name={field("remove")} />
                    <span>Remove</span>
                  </label>
                </>
              ) : (
                <input type="hidden" name={field("position")} value={n + 1} />
              )}
            </div>
          </fieldset>
        );
      })}
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        Save {title.toLowerCase()}
      </button>
    </Form>
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
