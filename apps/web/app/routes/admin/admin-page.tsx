import {
  editableShopPage,
  SHOP_PAGE_EDITOR_MESSAGES,
  SHOP_PAGE_LIMITS,
  shopPageForEditing,
} from "@chhaap/contract/admin/shop-pages";
import { Fragment, type ReactNode, useEffect, useRef } from "react";
import { data, Form, isRouteErrorResponse, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import {
  ADD_QUESTION_ID,
  changeQuestions,
  type PageDraft,
  pageDraftFromForm,
  pageDraftOf,
  pageIntent,
  type QuestionChange,
  questionControlId,
} from "#app/features/admin/content/page-draft.ts";
import { RichTextField } from "#app/features/admin/content/rich-text-field.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { AdminField, type AdminFieldProps } from "#app/features/admin/kit/admin-field.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { RefusedFields, SaveBar, type SaveNotice } from "#app/features/admin/kit/save-bar.tsx";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-page";

const SAVE_ID = "page-save";
const STATUS_ID = "page-status";

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
    return answer({ ok: true, message: sent.answer.message ?? SHOP_PAGE_EDITOR_MESSAGES.saved, errors: {}, focus: STATUS_ID });
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

/** The words for a field the API or the contract named, in the error summary. */
function fieldName(field: string): string {
  const item = /^items\.(\d+)\.(question|answerHtml)$/.exec(field);
  if (item) return `${item[2] === "question" ? "Question" : "Answer"} ${Number(item[1]) + 1}`;
  return (
    ({ title: "Title", intro: "Introduction", bodyHtml: "Page", items: "Questions" } as Record<string, string>)[field] ?? "Page"
  );
}

const PLACEHOLDERS =
  "Write {email} or {phone} where the shop's e-mail address or phone number should appear (from Shop settings).";

function TextField({ multiline, ...field }: { multiline?: boolean; maxLength: number } & AdminFieldProps) {
  return <AdminField {...field} rows={multiline ? 3 : undefined} wide={multiline} />;
}

function Questions({ items, errors, busy }: { items: PageDraft["items"]; errors: Record<string, string>; busy: boolean }) {
  return (
    <fieldset className="admin-card">
      <legend>Questions</legend>
      <p className="admin-muted">
        Shoppers see the questions in this order and open each one to read its answer. Up to {SHOP_PAGE_LIMITS.questions}.
      </p>
      {errors.items ? (
        <p id="page-questions-error" className="admin-field__error">
          {errors.items}
        </p>
      ) : null}
      {items.length === 0 ? <p className="admin-empty">No questions yet: add the first one.</p> : null}
      <ol className="admin-questions">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            // The questions have no identity but their place; the list is drawn afresh after every change.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="admin-question">
              <TextField
                id={questionControlId(index, "question")}
                label={`Question ${n}`}
                name={`items.${index}.question`}
                value={item.question}
                error={errors[`items.${index}.question`]}
                maxLength={SHOP_PAGE_LIMITS.question}
              />
              <RichTextField
                name={`items.${index}.answerHtml`}
                label={`Answer ${n}`}
                html={item.answerHtml}
                error={errors[`items.${index}.answerHtml`]}
                rows={5}
              />
              <div className="admin-question__actions">
                <button
                  type="submit"
                  id={questionControlId(index, "up")}
                  name="intent"
                  value={`move-question-up:${index}`}
                  className="admin-button admin-button--ghost"
                  aria-label={`Move question ${n} up`}
                  disabled={busy || index === 0}
                >
                  Up
                </button>
                <button
                  type="submit"
                  id={questionControlId(index, "down")}
                  name="intent"
                  value={`move-question-down:${index}`}
                  className="admin-button admin-button--ghost"
                  aria-label={`Move question ${n} down`}
                  disabled={busy || index === items.length - 1}
                >
                  Down
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`remove-question:${index}`}
                  className="admin-button admin-button--ghost"
                  aria-label={`Remove question ${n}`}
                  disabled={busy}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p>
        <button
          type="submit"
          id={ADD_QUESTION_ID}
          name="intent"
          value="add-question"
          className="admin-button admin-button--ghost"
          disabled={busy || items.length >= SHOP_PAGE_LIMITS.questions}
        >
          Add a question
        </button>
      </p>
    </fieldset>
  );
}

function PageForm({
  draft,
  layout,
  errors,
  busy,
  answeredAt,
  notice,
  children,
}: {
  draft: PageDraft;
  layout: "sections" | "faq";
  errors: Record<string, string>;
  busy: boolean;
  /** Changes with each saved page or answer: the fields start afresh from what it holds. */
  answeredAt: string;
  notice: SaveNotice | null;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="admin-form admin-page-form" noValidate>
      {/* Enter in a field saves, as in every other form here: the first submit button of a form is its
          default, and the questions' own buttons come before the visible Save. */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      {/* Only the fields are drawn afresh: the bar below, and its status, stay, so a screen reader
          announces each new answer there. */}
      <Fragment key={answeredAt}>
        {children}
        <fieldset className="admin-card">
          <legend>The page</legend>
          <TextField label="Title" name="title" value={draft.title} error={errors.title} maxLength={SHOP_PAGE_LIMITS.title} />
          <TextField
            label="Introduction"
            name="intro"
            value={draft.intro}
            error={errors.intro}
            maxLength={SHOP_PAGE_LIMITS.intro}
            multiline
            hint={`Plain text, shown first. Also what search engines show when the page has no description of its own. ${PLACEHOLDERS}`}
          />
          {layout === "sections" ? (
            <RichTextField
              name="bodyHtml"
              label="Page"
              html={draft.bodyHtml}
              error={errors.bodyHtml}
              hint={`Each heading opens a section. Headings, bold, italic, lists, quotes and links are kept; anything else is removed when saved. ${PLACEHOLDERS}`}
            />
          ) : null}
        </fieldset>
        {layout === "faq" ? <Questions items={draft.items} errors={errors} busy={busy} /> : null}
      </Fragment>
      <SaveBar busy={busy} notice={notice} saveId={SAVE_ID} statusId={STATUS_ID} />
    </Form>
  );
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
      : (document.querySelector<HTMLElement>('.admin-page-form [aria-invalid="true"]') ?? document.getElementById(STATUS_ID));
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
          refusals={errorList.map(([field, message]) => [field, `${fieldName(field)}: ${message}`])}
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
