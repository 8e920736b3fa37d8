import { HOME_COLLECTION_LABELS, type HomeBlock, type HomeCollectionKind } from "@chhaap/contract/admin/home";
import { useId } from "react";
import { Form } from "react-router";
import { AdminField } from "#app/features/admin/kit/admin-field.tsx";
import { BLOCK_FIELDS, type BlockRow } from "./home-blocks.ts";

/** The home page's forms each save one part; an answer says which. */
export interface HomeResult {
  /** Which form answered: a collection's kind or a block's name. */
  part: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  typed?: { tittle: string; subTittle: string; itemCodes: string } | BlockRow[];
}

function Outcome({ result }: { result: HomeResult | undefined }) {
  return (
    <div role="status" className="admin-form__alert">
      {result ? <p className={`admin-message admin-message--${result.ok ? "success" : "danger"}`}>{result.message}</p> : null}
    </div>
  );
}

/** One of the home page's product collections: its title, subtitle and the pieces it shows, by item code. */
export function CollectionForm({
  kind,
  collection,
  result,
  busy,
}: {
  kind: HomeCollectionKind;
  collection: { tittle: string; subTittle: string; itemCodes: string[] };
  result: HomeResult | undefined;
  busy: boolean;
}) {
  const id = useId();
  const mine = result?.part === kind ? result : undefined;
  const typed = mine && !Array.isArray(mine.typed) ? mine.typed : undefined;
  const errors = mine?.errors ?? {};
  return (
    <Form method="post" className="admin-card admin-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{HOME_COLLECTION_LABELS[kind]}</h3>
      <input type="hidden" name="intent" value="collection" />
      <input type="hidden" name="kind" value={kind} />
      <Outcome result={mine} />
      <div className="admin-grid">
        <AdminField
          id={`${id}-tittle`}
          label="Title"
          name="tittle"
          value={typed?.tittle ?? collection.tittle}
          error={errors.tittle}
          maxLength={120}
        />
        <AdminField
          id={`${id}-sub`}
          label="Subtitle"
          name="subTittle"
          value={typed?.subTittle ?? collection.subTittle}
          maxLength={200}
        />
      </div>
      <AdminField
        id={`${id}-codes`}
        label="Item codes, one per line, in the order shown"
        name="itemCodes"
        rows={6}
        value={typed?.itemCodes ?? collection.itemCodes.join("\n")}
        error={errors.itemCodes}
      />
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        Save {HOME_COLLECTION_LABELS[kind].toLowerCase()}
      </button>
    </Form>
  );
}

/** One of the home page's blocks (banners, testimonials, ...): its entries, in order, and an empty one to add. */
export function BlockForm({
  block,
  rows,
  result,
  busy,
}: {
  block: HomeBlock;
  rows: BlockRow[];
  result: HomeResult | undefined;
  busy: boolean;
}) {
  const id = useId();
  const { title, fields } = BLOCK_FIELDS[block];
  const mine = result?.part === block ? result : undefined;
  const shown = mine && Array.isArray(mine.typed) ? mine.typed : rows;
  const errors = mine?.errors ?? {};
  // One empty row at the end: filling it in adds an entry.
  const withEmpty: (BlockRow | null)[] = [...shown, null];
  return (
    <Form method="post" className="admin-card admin-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <input type="hidden" name="intent" value="block" />
      <input type="hidden" name="block" value={block} />
      <input type="hidden" name="rows" value={withEmpty.length} />
      <Outcome result={mine} />
      {withEmpty.map((row, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the posted form.
        <fieldset key={n} className="admin-row">
          <legend>{row ? `${title}, entry ${n + 1}` : `Add an entry to ${title.toLowerCase()}`}</legend>
          <div className="admin-grid">
            {fields.map((field) => {
              const name = `r${n}.${field.name}`;
              if (field.kind === "shown")
                return (
                  <label key={field.name} className="admin-check">
                    <input type="checkbox" name={name} defaultChecked={row ? row[field.name] === true : true} />
                    <span>{field.label}</span>
                  </label>
                );
              return (
                <AdminField
                  key={field.name}
                  id={`${id}-${n}-${field.name}`}
                  label={field.label}
                  name={name}
                  value={row ? String(row[field.name] ?? "") : ""}
                  error={errors[name]}
                  hint={field.hint}
                  maxLength={field.maxLength}
                  rows={field.kind === "textarea" ? 3 : undefined}
                  wide={field.kind === "textarea"}
                />
              );
            })}
            {row ? (
              <>
                <AdminField
                  id={`${id}-${n}-position`}
                  label="Position"
                  name={`r${n}.position`}
                  value={String(n + 1)}
                  inputMode="numeric"
                />
                <label className="admin-check">
                  <input type="checkbox" name={`r${n}.remove`} />
                  <span>Remove</span>
                </label>
              </>
            ) : (
              <input type="hidden" name={`r${n}.position`} value={n + 1} />
            )}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        Save {title.toLowerCase()}
      </button>
    </Form>
  );
}
