import { editableShopPage, SHOP_PAGE_EDITOR_MESSAGES, shopPageForEditing } from "@chhaap/contract/admin/shop-pages";
import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import {
  changeQuestions,
  type PageDraft,
  pageDraftFromForm,
  pageDraftOf,
  pageIntent,
  type QuestionChange,
} from "#app/features/admin/content/page-draft.ts";
import { PAGE_STATUS_ID, PageForm, pageFieldName } from "#app/features/admin/content/page-form.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { RefusedFields } from "#app/features/admin/kit/save-bar.tsx";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-page";

/** The page as stored, `{email}` and `{phone}` unfilled. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { data: page } = await loadAdmin(context, `/api/admin/pages/${encodeURIComponent(params.name)}`, shopPageForEditing);
  return data({ page }, { headers: BACK_OFFICE_HEADERS });
}

interface EditorResult {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed (with its questions changed as asked), shown again when it was not saved. */
  draft?: PageDraft;
  /** The id of the control to give the focus once the page shows the answer. */
  focus?: string;
  /** When the answer was made: a new answer starts the form afresh. */
  at: number;
}

function answer(result: Omit<EditorResult, "at">, status = 200) {
  return data({ ...result, at: Date.now() } satisfies EditorResult, { status, headers: BACK_OFFICE_HEADERS });
}

const QUESTION_CHANGED: Record<QuestionChange["kind"], string> = {
  "add-question": "A new question was added at the end.",
  "remove-question": "The question was removed.",
  "move-question-up": "The question was moved up.",
  "move-question-down": "The question was moved down.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = pageIntent.safeParse({ intent: form.get("intent") });
  if (!intent.success) return answer({ ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const draft = pageDraftFromForm(form);
  const change = intent.data.intent;

  // Adding, removing or moving a question changes what the form shows, not what is stored.
  if (change.kind !== "save") {
    const changed = changeQuestions(draft, change);
    return answer({
      ok: true,
      message: `${QUESTION_CHANGED[change.kind]} Nothing is saved until you press Save.`,
      errors: {},
      draft: changed.draft,
      focus: changed.focus,
    });
  }

  const parsed = editableShopPage.safeParse(draft);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
    return answer({ ok: false, message: "Nothing was saved: please correct the marked fields.", errors, draft }, 400);
  }
  const sent = await callApi(context, `/api/admin/pages/${encodeURIComponent(params.name)}`, {
    method: "PUT",
    json: parsed.data,
  });
  if (sent.status === 200)
    return answer({
      ok: true,
      message: sent.answer.message ?? SHOP_PAGE_EDITOR_MESSAGES.saved,
      errors: {},
      focus: PAGE_STATUS_ID,
    });
  const message = sent.answer.message ?? "The page could not be saved.";
  return answer(
    { ok: false, message: `Nothing was saved: ${message}`, errors: sent.answer.fieldErrors, draft },
    refusedStatus(sent.status),
  );
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const title = loaded?.page.title ?? "Page";
  return [{ title: `${title} · Chhaap back office` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const busy = useNavigation().state !== "idle";
  const draft = actionData?.draft ?? pageDraftOf(page);
  const errors = actionData?.errors ?? {};
  const errorList = Object.entries(errors);
  // Each answer draws the form afresh, so the focus is put back once the page is idle again (its
  // buttons are disabled while it is busy, and a disabled button takes no focus): where the keyboard
  // was after a question was added, removed or moved, on the status beside Save once the page is saved,
  // else on the first field refused (or, with none, on the status saying why nothing was saved).
  const focused = useRef(0);
  useEffect(() => {
    if (busy || !actionData || focused.current === actionData.at) return;
    focused.current = actionData.at;
    const target = actionData.focus
      ? document.getElementById(actionData.focus)
      : (document.querySelector<HTMLElement>('.admin-page-form [aria-invalid="true"]') ??
        document.getElementById(PAGE_STATUS_ID));
    target?.focus();
  }, [actionData, busy]);
  return (
    <section aria-labelledby="admin-page-title">
      <p>
        <Link to="/admin/pages">← Pages</Link>
      </p>
      <h1 id="admin-page-title">{page.title}</h1>
      <p className="admin-status-bar">
        <span>
          {page.path} · last saved {WHEN.format(new Date(page.updatedAt))}
        </span>
        <a href={page.path} target="_blank" rel="noreferrer">
          View on the shop
        </a>
      </p>
      <PageForm
        // A saved page, or a refused one, starts the form afresh from what the answer holds.
        answeredAt={`${page.updatedAt}-${actionData?.at ?? 0}`}
        draft={draft}
        layout={page.layout}
        errors={errors}
        busy={busy}
        notice={actionData ? { tone: actionData.ok ? "success" : "danger", text: actionData.message, at: actionData.at } : null}
      >
        <RefusedFields
          message={actionData?.message}
          refusals={errorList.map(([field, message]) => [field, `${pageFieldName(field)}: ${message}`])}
        />
      </PageForm>
    </section>
  );
}

/** A page that could not be loaded keeps the back office's frame around it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section aria-labelledby="admin-page-title">
      <p>
        <Link to="/admin/pages">← Pages</Link>
      </p>
      <h1 id="admin-page-title">{status === 404 ? "No such page" : "Page"}</h1>
      <p className="admin-message admin-message--danger" role="alert">
        {status === 404
          ? "The shop has no page at this address. Choose one from the list of pages."
          : status === 403
            ? "Your account may not edit the shop's pages."
            : "The page could not be loaded. Please reload to try again."}
      </p>
    </section>
  );
}
