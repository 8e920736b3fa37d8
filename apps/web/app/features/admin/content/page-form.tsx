import { SHOP_PAGE_LIMITS } from "@chhaap/contract/admin/shop-pages";
import { Fragment, type ReactNode } from "react";
import { Form } from "react-router";
import { AdminField, draftFields } from "#app/features/admin/kit/admin-field.tsx";
import { SaveBar, type SaveNotice } from "#app/features/admin/kit/save-bar.tsx";
import { ADD_QUESTION_ID, type PageDraft, questionControlId } from "./page-draft.ts";
import { RichTextField } from "./rich-text-field.tsx";

const PAGE_SAVE_ID = "page-save";
/** The status beside Save, where the focus goes once the page is saved. */
export const PAGE_STATUS_ID = "page-status";

/** The words for a field the API or the contract named, in the error summary. */
export function pageFieldName(field: string): string {
  const item = /^items\.(\d+)\.(question|answerHtml)$/.exec(field);
  if (item) return `${item[2] === "question" ? "Question" : "Answer"} ${Number(item[1]) + 1}`;
  return (
    ({ title: "Title", intro: "Introduction", bodyHtml: "Page", items: "Questions" } as Record<string, string>)[field] ?? "Page"
  );
}

const PLACEHOLDERS =
  "Write {email} or {phone} where the shop's e-mail address or phone number should appear (from Shop settings).";

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
              <AdminField
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

/** The page in one form: its title, introduction and either its sections or its questions. */
export function PageForm({
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
  const field = draftFields(draft, errors);
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
          <AdminField label="Title" {...field("title")} maxLength={SHOP_PAGE_LIMITS.title} />
          <AdminField
            label="Introduction"
            {...field("intro")}
            maxLength={SHOP_PAGE_LIMITS.intro}
            rows={3}
            wide
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
      <SaveBar busy={busy} notice={notice} saveId={PAGE_SAVE_ID} statusId={PAGE_STATUS_ID} />
    </Form>
  );
}
