import {
  adminBlogCategory,
  BLOG_EDITOR_MESSAGES,
  BLOG_POST_STATUS_LABELS,
  blogPostForEditing,
  editableBlogPost,
} from "@chhaap/contract/admin/blog";
import { useEffect, useRef } from "react";
import { data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import {
  type BlogDraft,
  blogDraftFromForm,
  blogDraftOf,
  editableBlogOf,
  emptyBlogDraft,
} from "#app/features/admin/content/blog-draft.ts";
import { BLOG_POST_STATUS_ID, BlogPostForm } from "#app/features/admin/content/blog-post-form.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { RefusedFields } from "#app/features/admin/kit/save-bar.tsx";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-blog-post";

const categoriesAnswer = z.array(adminBlogCategory);
const createdAnswer = z.object({ _id: z.string() });
const uploadedAnswer = z.object({ url: z.string() });

/** The post (none for /admin/blog/new) and the categories it may sit in. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [categories, answer] = await Promise.all([
    callApi(context, "/api/admin/blog/categories", { method: "GET" }),
    params.id ? loadAdmin(context, `/api/admin/blog/posts/${encodeURIComponent(params.id)}`, blogPostForEditing) : null,
  ]);
  const post = answer?.data ?? null;
  return data(
    {
      post,
      created: new URL(request.url).searchParams.has("created"),
      categories: (dataFrom(categories, categoriesAnswer) ?? []).map((c) => ({ _id: c._id, name: c.name })),
    },
    { headers: BACK_OFFICE_HEADERS },
  );
}

const postIntent = z.discriminatedUnion("intent", [z.object({ intent: z.literal("save") })]);

interface EditorResult {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  draft?: BlogDraft;
  /** When the answer was made: a new answer starts the form afresh. */
  at: number;
}

function answer(result: Omit<EditorResult, "at">, status = 200) {
  return data({ ...result, at: Date.now() } satisfies EditorResult, { status, headers: BACK_OFFICE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = postIntent.safeParse(Object.fromEntries(form));
  if (!intent.success) return answer({ ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const path = params.id ? `/api/admin/blog/posts/${encodeURIComponent(params.id)}` : null;
  const draft = blogDraftFromForm(form);

  // A new cover is uploaded first: once stored it is part of the draft, and a refused save keeps it.
  const file = form.get("cover");
  if (file instanceof File && file.size > 0) {
    const multipart = new FormData();
    multipart.append("picture", file);
    const sent = await callApi(context, "/api/admin/pictures", { method: "POST", multipart });
    const stored = dataFrom(sent, uploadedAnswer);
    if (!stored) {
      const message = sent.answer.message ?? "The picture could not be uploaded.";
      return answer(
        { ok: false, message: "Nothing was saved: the cover picture could not be taken.", errors: { cover: message }, draft },
        400,
      );
    }
    draft.image = stored.url;
  }

  const parsed = editableBlogPost.safeParse(editableBlogOf(draft));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    if (errors.image) errors.cover = errors.image;
    return answer({ ok: false, message: "Nothing was saved: please correct the marked fields.", errors, draft }, 400);
  }
  const sent = await callApi(context, path ?? "/api/admin/blog/posts", { method: path ? "PUT" : "POST", json: parsed.data });
  if (!path && sent.status === 201) {
    const created = dataFrom(sent, createdAnswer);
    if (created) return redirect(`/admin/blog/${created._id}?created=1`, { headers: BACK_OFFICE_HEADERS });
  }
  if (sent.status === 200) return answer({ ok: true, message: sent.answer.message ?? BLOG_EDITOR_MESSAGES.saved, errors: {} });
  const errors: Record<string, string> = { ...sent.answer.fieldErrors };
  if (errors.image) errors.cover = errors.image;
  const message = sent.answer.message ?? "The post could not be saved.";
  return answer({ ok: false, message: `Nothing was saved: ${message}`, errors, draft }, refusedStatus(sent.status));
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const title = loaded?.post?.title ?? "New blog post";
  return [{ title: `${title} · Chhaap back office` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories, created } = loaderData;
  const busy = useNavigation().state !== "idle";
  const draft = actionData?.draft ?? (post ? blogDraftOf(post) : emptyBlogDraft());
  const errors = actionData?.errors ?? {};
  const errorList = Object.entries(errors);
  // Each answer draws the form afresh; once the page is idle again the focus goes to the status beside
  // Save (the post saved, or why not), or to the first field refused.
  const focused = useRef(0);
  useEffect(() => {
    if (busy || !actionData || focused.current === actionData.at) return;
    focused.current = actionData.at;
    const target =
      (actionData.ok ? null : document.querySelector<HTMLElement>('.admin-blog-form [aria-invalid="true"]')) ??
      document.getElementById(BLOG_POST_STATUS_ID);
    target?.focus();
  }, [actionData, busy]);
  return (
    <section aria-labelledby="admin-blog-post-title">
      <p>
        <Link to="/admin/blog">← Blog</Link>
      </p>
      <h1 id="admin-blog-post-title">{post ? post.title : "New blog post"}</h1>
      {post ? (
        <p className="admin-status-bar">
          <span>
            Status: <span className={`admin-badge admin-badge--blog-${post.status}`}>{BLOG_POST_STATUS_LABELS[post.status]}</span>
            {post.status === "published" ? null : <span className="admin-muted"> — shoppers cannot see this post yet.</span>}
          </span>
          {post.status === "published" ? (
            <a href={`/blog-details/${post.slug}`} target="_blank" rel="noreferrer">
              View on the blog
            </a>
          ) : null}
        </p>
      ) : null}
      {post && post.previousSlugs.length > 0 ? (
        <p className="admin-muted">
          Earlier addresses that lead here: {post.previousSlugs.map((slug) => `/blog-details/${slug}`).join(", ")}
        </p>
      ) : null}
      <BlogPostForm
        // A saved post, or a refused one, starts the form afresh from what the answer holds.
        key={`${post?.updatedAt ?? "new"}-${actionData?.at ?? 0}`}
        draft={draft}
        isNew={!post}
        categories={categories}
        errors={errors}
        busy={busy}
        notice={
          actionData
            ? { tone: actionData.ok ? "success" : "danger", text: actionData.message, at: actionData.at }
            : created
              ? { tone: "success", text: BLOG_EDITOR_MESSAGES.created, at: 0 }
              : null
        }
      >
        <RefusedFields message={actionData?.message} refusals={errorList} />
      </BlogPostForm>
    </section>
  );
}
