import type { CategoriesEditor } from "@chhaap/contract/admin/categories";
import { imageUrlAt } from "@chhaap/contract/media";
import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { AdminField, AdminSelect } from "#app/features/admin/kit/admin-field.tsx";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";

/** The lists the categories page edits, each a form of its own. */
export const LISTS = ["menus", "categories", "tags"] as const;
export type List = (typeof LISTS)[number];

/** A row as posted: every field as text (checkboxes as "on"). */
export type Row = Record<string, string>;

/** The answer to one list's save. */
export interface ListResult {
  list: List | "";
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  typed?: Row[];
  /** When the answer was made: a new answer starts its form afresh and puts the focus back. */
  at: number;
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

/**
 * One of the lists (header menus, categories, tags) in one form: a row per entry, in order, and an empty
 * row to add one. A refused save shows what was typed, with a message by row.
 */
export function ListForm({
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
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the posted form.
          <fieldset key={n} className="admin-row">
            <legend>{row ? heading(row) : `Add a ${entry}`}</legend>
            {row?._id ? <input type="hidden" name={field("_id")} value={row._id} /> : null}
            <div className="admin-grid">
              <AdminField
                id={fieldId("name")}
                label="Name"
                name={field("name")}
                value={row?.name ?? ""}
                error={errors[field("name")]}
                maxLength={60}
              />
              {list === "tags" ? (
                <AdminField
                  id={fieldId("link")}
                  label="Searches for"
                  name={field("link")}
                  value={row?.link ?? ""}
                  error={errors[field("link")]}
                  maxLength={100}
                />
              ) : null}
              {list === "categories" ? (
                <>
                  <AdminSelect
                    id={fieldId("menuId")}
                    label="Menu"
                    name={field("menuId")}
                    value={row?.menuId ?? ""}
                    error={errors[field("menuId")]}
                    options={[
                      { value: "", label: "None" },
                      ...editor.menus.map((menu) => ({ value: menu._id, label: menu.name })),
                    ]}
                  />
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
                  <AdminField
                    id={fieldId("position")}
                    label="Position"
                    name={field("position")}
                    value={String(n + 1)}
                    inputMode="numeric"
                  />
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
