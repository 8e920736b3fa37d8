import type { HomeBlock, HomeEditor } from "@chhaap/contract/admin/home";

/**
 * The home page's lists as the editor shows them: each block's fields, and how a posted form turns
 * into the block's list. Rows are named `r{n}.{field}`; a row whose text fields are all empty is the
 * empty row for adding one, a row ticked "Remove" is left out, and rows go in their "Position" order.
 */

export interface BlockField {
  name: string;
  label: string;
  kind: "text" | "textarea" | "shown";
  maxLength?: number;
  hint?: string;
}

export const BLOCK_FIELDS: Record<HomeBlock, { title: string; fields: BlockField[] }> = {
  special: {
    title: "Special product",
    fields: [
      { name: "tittle", label: "Title", kind: "text", maxLength: 120 },
      { name: "subTittle", label: "Subtitle", kind: "text", maxLength: 200 },
      { name: "itemCode", label: "Item code of the piece", kind: "text", maxLength: 40 },
      { name: "description", label: "Description", kind: "textarea", maxLength: 2000 },
      { name: "status", label: "Shown", kind: "shown" },
    ],
  },
  videos: {
    title: "Video",
    fields: [
      { name: "url", label: "YouTube link", kind: "text", maxLength: 300 },
      { name: "mainImg", label: "Poster picture address", kind: "text", maxLength: 300, hint: "/media/… or https://…" },
      { name: "status", label: "Shown", kind: "shown" },
    ],
  },
  about: {
    title: "About text",
    fields: [
      { name: "title", label: "Title", kind: "text", maxLength: 120 },
      { name: "subTitle", label: "Subtitle", kind: "text", maxLength: 200 },
      { name: "description", label: "Text", kind: "textarea", maxLength: 4000, hint: "A blank line between paragraphs." },
      { name: "status", label: "Shown", kind: "shown" },
    ],
  },
  details: {
    title: "Collection detail",
    fields: [
      { name: "heading", label: "Heading", kind: "text", maxLength: 120 },
      { name: "subHeading", label: "Subheading", kind: "text", maxLength: 200 },
      { name: "contents", label: "Text", kind: "textarea", maxLength: 4000, hint: "A blank line between paragraphs." },
      { name: "status", label: "Shown", kind: "shown" },
    ],
  },
  stories: {
    title: "Customer stories",
    fields: [
      { name: "name", label: "Customer's name", kind: "text", maxLength: 80 },
      { name: "place", label: "Place", kind: "text", maxLength: 80 },
      { name: "review", label: "What they said", kind: "textarea", maxLength: 1000 },
      { name: "image", label: "Picture address", kind: "text", maxLength: 300, hint: "/media/… or https://…" },
    ],
  },
  "top-menu": {
    title: "Top strip messages",
    fields: [
      { name: "message", label: "Message", kind: "text", maxLength: 160 },
      { name: "status", label: "Shown", kind: "shown" },
    ],
  },
};

export type BlockRow = Record<string, string | boolean>;

/** The block's rows as the API gave them. */
export function rowsOf(editor: HomeEditor, block: HomeBlock): BlockRow[] {
  return block === "top-menu" ? editor.topMenu : editor[block];
}

/** The rows a posted block form holds, in position order, without the empty row and removed rows. */
export function rowsFromForm(form: FormData, block: HomeBlock): BlockRow[] {
  const { fields } = BLOCK_FIELDS[block];
  const count = Math.min(Math.max(Number(form.get("rows")) || 0, 0), 25);
  const rows: { row: BlockRow; position: number; n: number }[] = [];
  for (let n = 0; n < count; n++) {
    if (form.get(`r${n}.remove`) === "on") continue;
    const row: BlockRow = {};
    let typed = false;
    for (const field of fields) {
      const value = form.get(`r${n}.${field.name}`);
      if (field.kind === "shown") row[field.name] = value === "on";
      else {
        row[field.name] = typeof value === "string" ? value : "";
        if (row[field.name] !== "") typed = true;
      }
    }
    if (!typed) continue;
    const position = Number(form.get(`r${n}.position`));
    rows.push({ row, position: Number.isFinite(position) ? position : n + 1, n });
  }
  return rows.sort((a, b) => a.position - b.position || a.n - b.n).map(({ row }) => row);
}

/** `items.2.url` (the API's field path) is the form's `r2.url`. */
export function rowFieldOf(path: string): string {
  const match = /^items\.(\d+)\.(\w+)/.exec(path);
  return match ? `r${match[1]}.${match[2]}` : path;
}
