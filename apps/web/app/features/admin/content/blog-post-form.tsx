import { BLOG_POST_STATUS_LABELS, BLOG_POST_STATUSES, blogSlugOf } from "@chhaap/contract/admin/blog";
import { imageUrlAt } from "@chhaap/contract/media";
import { type ReactNode, useId, useRef } from "react";
import { Form } from "react-router";
import { AdminField, AdminSelect, draftFields } from "#app/features/admin/kit/admin-field.tsx";
import { SaveBar, type SaveNotice } from "#app/features/admin/kit/save-bar.tsx";
import type { BlogDraft } from "./blog-draft.ts";
import { RichTextField } from "./rich-text-field.tsx";

/** The status beside Save, where the focus goes once the post is saved. */
export const BLOG_POST_STATUS_ID = "blog-post-status";

/** The post in one form, posted with its cover picture; the page's messages come first. */
export function BlogPostForm({
  draft,
  isNew,
  categories,
  errors,
  busy,
  notice,
  children,
}: {
  draft: BlogDraft;
  isNew: boolean;
  categories: { _id: string; name: string }[];
  errors: Record<string, string>;
  busy: boolean;
  notice: SaveNotice | null;
  children: ReactNode;
}) {
  const field = draftFields(draft, errors);
  const slugRef = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(!isNew || draft.slug !== "");
  const coverId = useId();
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form admin-blog-form" noValidate>
      {children}
      <fieldset className="admin-card">
        <legend>The post</legend>
        <div className="admin-grid">
          <AdminField
            label="Title"
            {...field("title")}
            maxLength={160}
            required
            onInput={(event) => {
              // A new post's slug follows its title until it is typed by hand.
              if (!slugTouched.current && slugRef.current) slugRef.current.value = blogSlugOf(event.currentTarget.value);
            }}
          />
          <AdminField
            label="Slug"
            {...field("slug")}
            maxLength={80}
            inputRef={slugRef}
            hint={
              isNew
                ? "The end of the post's address. Left empty, it is made from the title."
                : "The end of the post's address. Changing it keeps the old address working: it leads here."
            }
            onInput={() => {
              slugTouched.current = true;
            }}
          />
          <AdminSelect
            label="Category"
            {...field("categoryId")}
            options={[{ value: "", label: "Choose a category" }, ...categories.map((c) => ({ value: c._id, label: c.name }))]}
          />
        </div>
        <RichTextField name="contentHtml" label="Post" html={draft.contentHtml} error={errors.contentHtml} />
        <AdminField
          label="Excerpt"
          {...field("excerpt")}
          rows={3}
          wide
          maxLength={500}
          hint="A sentence or two for the blog's lists. Left empty, the lists cut one from the post."
        />
      </fieldset>

      <fieldset className="admin-card">
        <legend>Publishing</legend>
        <div className="admin-grid">
          <AdminSelect
            label="Status"
            {...field("status")}
            hint="Shoppers see published posts only; a scheduled post appears by itself at its time."
            options={BLOG_POST_STATUSES.map((status) => ({ value: status, label: BLOG_POST_STATUS_LABELS[status] }))}
          />
          <AdminField
            label="Publish date and time (India time)"
            {...field("publishAt")}
            type="datetime-local"
            hint="Needed to schedule. Left empty, a published post is dated now."
          />
        </div>
      </fieldset>

      <fieldset className="admin-card">
        <legend>Cover</legend>
        {draft.image ? (
          <img
            className="admin-blog-cover"
            src={imageUrlAt(draft.image, 320)}
            alt="The post's current cover"
            width={160}
            height={200}
          />
        ) : (
          <p className="admin-muted">No cover yet: please upload one.</p>
        )}
        <input type="hidden" name="image" value={draft.image} />
        <div className="admin-field">
          <label htmlFor={coverId}>{draft.image ? "Replace the cover picture" : "Cover picture"}</label>
          <input
            id={coverId}
            type="file"
            name="cover"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${coverId}-hint${errors.cover ? ` ${coverId}-error` : ""}`}
            aria-invalid={errors.cover ? true : undefined}
          />
          <span id={`${coverId}-hint`} className="admin-field__hint">
            JPEG, PNG or WebP up to 5 MB; cropped to a 4:5 portrait. Taken when the post is saved.
          </span>
          {errors.cover ? (
            <span id={`${coverId}-error`} className="admin-field__error">
              {errors.cover}
            </span>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="admin-card">
        <legend>Search engines and sharing</legend>
        <div className="admin-grid">
          <AdminField label="Meta title" {...field("metaTitle")} maxLength={120} hint="Left empty, the title is used." />
          <AdminField label="Open Graph title" {...field("ogTitle")} maxLength={120} hint="Left empty, the title is used." />
        </div>
        <AdminField label="Meta description" {...field("metaDescription")} rows={3} wide maxLength={300} />
        <AdminField
          label="Open Graph description"
          {...field("ogDescription")}
          rows={3}
          wide
          maxLength={300}
          hint="Left empty, the meta description is used."
        />
      </fieldset>

      <SaveBar busy={busy} notice={notice} statusId={BLOG_POST_STATUS_ID} />
    </Form>
  );
}
