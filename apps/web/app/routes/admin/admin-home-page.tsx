import {
  HOME_BLOCKS,
  HOME_COLLECTION_KINDS,
  HOME_COLLECTION_LABELS,
  type HomeBlock,
  type HomeCollectionKind,
  homeBlockChanges,
  homeCollectionChange,
  homeEditor,
} from "@chhaap/contract/admin/home";
import { useId } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { BLOCK_FIELDS, type BlockRow, rowFieldOf, rowsFromForm, rowsOf } from "#app/features/admin/content/home-blocks.ts";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-home-page";

export async function loader({ context }: Route.LoaderArgs) {
  const { data: editor } = await loadAdmin(context, "/api/admin/home", homeEditor);
  return data({ editor }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Home page · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const homeIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("collection"), kind: z.enum(HOME_COLLECTION_KINDS) }),
  z.object({ intent: z.literal("block"), block: z.enum(HOME_BLOCKS) }),
]);

interface HomeResult {
  /** Which form answered: a collection's kind or a block's name. */
  part: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  typed?: { tittle: string; subTittle: string; itemCodes: string } | BlockRow[];
}

function answer(result: HomeResult, status = 200) {
  return data(result, { status, headers: BACK_OFFICE_HEADERS });
}

function messagesOf(issues: { path: PropertyKey[]; message: string }[], map: (path: string) => string) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[map(issue.path.join("."))] ??= issue.message;
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = homeIntent.safeParse(Object.fromEntries(form));
  if (!intent.success)
    return answer({ part: "", ok: false, message: "That change is not one this page makes.", errors: {} }, 400);

  if (intent.data.intent === "collection") {
    const { kind } = intent.data;
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    const typed = { tittle: text("tittle"), subTittle: text("subTittle"), itemCodes: text("itemCodes") };
    const body = { ...typed, itemCodes: typed.itemCodes.split(/[\s,]+/).filter(Boolean) };
    const parsed = homeCollectionChange.safeParse(body);
    if (!parsed.success)
      return answer(
        {
          part: kind,
          ok: false,
          message: "Nothing was saved.",
          errors: messagesOf(parsed.error.issues, (p) => p.split(".")[0] ?? p),
          typed,
        },
        400,
      );
    const sent = await callApi(context, `/api/admin/home/collections/${kind}`, { method: "PUT", json: parsed.data });
    if (sent.status === 200) return answer({ part: kind, ok: true, message: sent.answer.message ?? "Saved.", errors: {} });
    return answer(
      { part: kind, ok: false, message: sent.answer.message ?? "Nothing was saved.", errors: sent.answer.fieldErrors, typed },
      refusedStatus(sent.status),
    );
  }

  const { block } = intent.data;
  const rows = rowsFromForm(form, block);
  const parsed = homeBlockChanges[block].safeParse({ items: rows });
  if (!parsed.success)
    return answer(
      { part: block, ok: false, message: "Nothing was saved.", errors: messagesOf(parsed.error.issues, rowFieldOf), typed: rows },
      400,
    );
  const sent = await callApi(context, `/api/admin/home/${block}`, { method: "PUT", json: parsed.data });
  if (sent.status === 200) return answer({ part: block, ok: true, message: sent.answer.message ?? "Saved.", errors: {} });
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(sent.answer.fieldErrors)) errors[rowFieldOf(field)] = message;
  return answer(
    { part: block, ok: false, message: sent.answer.message ?? "Nothing was saved.", errors, typed: rows },
    refusedStatus(sent.status),
  );
}

function Outcome({ result }: { result: HomeResult | undefined }) {
  return (
    <div role="status" className="admin-form__alert">
      {result ? <p className={`admin-message admin-message--${result.ok ? "success" : "danger"}`}>{result.message}</p> : null}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="admin-field__error">
      {message}
    </span>
  ) : null;
}

function CollectionForm({
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
        <div className="admin-field">
          <label htmlFor={`${id}-tittle`}>Title</label>
          <input id={`${id}-tittle`} name="tittle" defaultValue={typed?.tittle ?? collection.tittle} maxLength={120} />
          <FieldError id={`${id}-tittle-error`} message={errors.tittle} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-sub`}>Subtitle</label>
          <input id={`${id}-sub`} name="subTittle" defaultValue={typed?.subTittle ?? collection.subTittle} maxLength={200} />
        </div>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-codes`}>Item codes, one per line, in the order shown</label>
        <textarea
          id={`${id}-codes`}
          name="itemCodes"
          rows={6}
          defaultValue={typed?.itemCodes ?? collection.itemCodes.join("\n")}
          aria-describedby={errors.itemCodes ? `${id}-codes-error` : undefined}
          aria-invalid={errors.itemCodes ? true : undefined}
        />
        <FieldError id={`${id}-codes-error`} message={errors.itemCodes} />
      </div>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        Save {HOME_COLLECTION_LABELS[kind].toLowerCase()}
      </button>
    </Form>
  );
}

function BlockForm({
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
              const fieldId = `${id}-${n}-${field.name}`;
              const error = errors[name];
              const describedBy =
                [field.hint ? `${fieldId}-hint` : "", error ? `${fieldId}-error` : ""].filter(Boolean).join(" ") || undefined;
              if (field.kind === "shown")
                return (
                  <label key={field.name} className="admin-check">
                    <input type="checkbox" name={name} defaultChecked={row ? row[field.name] === true : true} />
                    <span>{field.label}</span>
                  </label>
                );
              const common = {
                id: fieldId,
                name,
                defaultValue: row ? String(row[field.name] ?? "") : "",
                maxLength: field.maxLength,
                "aria-invalid": error ? true : undefined,
                "aria-describedby": describedBy,
              };
              return (
                <div key={field.name} className={`admin-field${field.kind === "textarea" ? " admin-field--wide" : ""}`}>
                  <label htmlFor={fieldId}>{field.label}</label>
                  {field.kind === "textarea" ? <textarea rows={3} {...common} /> : <input {...common} />}
                  {field.hint ? (
                    <span id={`${fieldId}-hint`} className="admin-field__hint">
                      {field.hint}
                    </span>
                  ) : null}
                  <FieldError id={`${fieldId}-error`} message={error} />
                </div>
              );
            })}
            {row ? (
              <>
                <div className="admin-field">
                  <label htmlFor={`${id}-${n}-position`}>Position</label>
                  <input id={`${id}-${n}-position`} name={`r${n}.position`} defaultValue={n + 1} inputMode="numeric" />
                </div>
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

export default function AdminHomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { editor } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">Home page</h1>
      <p className="admin-muted">
        What shoppers see on the home page, section by section. Each section saves on its own and shows within a few seconds; the
        feature strip stays as it is.
      </p>
      <h2>Collections</h2>
      {editor.collections.map((collection) => (
        // Saved data starts the form afresh; a refused save keeps what was typed.
        <CollectionForm
          key={`${collection.kind}:${JSON.stringify(collection)}`}
          kind={collection.kind}
          collection={collection}
          result={actionData}
          busy={busy}
        />
      ))}
      <h2>Blocks</h2>
      {HOME_BLOCKS.map((block) => (
        <BlockForm
          key={`${block}:${JSON.stringify(rowsOf(editor, block))}`}
          block={block}
          rows={rowsOf(editor, block)}
          result={actionData}
          busy={busy}
        />
      ))}
    </section>
  );
}
