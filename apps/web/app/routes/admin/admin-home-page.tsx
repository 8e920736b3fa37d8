import {
  HOME_BLOCKS,
  HOME_COLLECTION_KINDS,
  homeBlockChanges,
  homeCollectionChange,
  homeEditor,
} from "@chhaap/contract/admin/home";
import { data, useNavigation } from "react-router";
import { z } from "zod";
import { rowFieldOf, rowsFromForm, rowsOf } from "#app/features/admin/content/home-blocks.ts";
import { BlockForm, CollectionForm, type HomeResult } from "#app/features/admin/content/home-page-forms.tsx";
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
