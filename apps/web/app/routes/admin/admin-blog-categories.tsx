import { type AdminBlogCategory, adminBlogCategory, blogCategoryName } from "@chhaap/contract/admin/blog";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-blog-categories";

const categoriesAnswer = z.array(adminBlogCategory);

export async function loader({ context }: Route.LoaderArgs) {
  const { data: categories } = await loadAdmin(context, "/api/admin/blog/categories", categoriesAnswer);
  return data({ categories }, { headers: BACK_OFFICE_HEADERS });
}

const categoryIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), name: z.string() }),
  z.object({ intent: z.literal("rename"), id: z.string().min(1), name: z.string() }),
  z.object({ intent: z.literal("move"), id: z.string().min(1), direction: z.enum(["up", "down"]) }),
]);

interface CategoryResult {
  ok: boolean;
  message: string;
  /** Which form the answer is about (`add`, or a category's id), and what was typed there. */
  form?: string;
  typed?: string;
  at: number;
}

function answer(result: Omit<CategoryResult, "at">, status = 200) {
  return data({ ...result, at: Date.now() } satisfies CategoryResult, { status, headers: BACK_OFFICE_HEADERS });
}

/** The order with one category moved a place up or down (unchanged at either end). */
function movedOrder(categories: AdminBlogCategory[], id: string, direction: "up" | "down"): string[] {
  const ids = categories.map((c) => c._id);
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids;
}

export async function action({ request, context }: Route.ActionArgs) {
  const intent = categoryIntent.safeParse(Object.fromEntries(await request.formData()));
  if (!intent.success) return answer({ ok: false, message: "That change is not one this page makes." }, 400);
  const change = intent.data;

  if (change.intent === "move") {
    const current = dataFrom(await callApi(context, "/api/admin/blog/categories", { method: "GET" }), categoriesAnswer) ?? [];
    const sent = await callApi(context, "/api/admin/blog/categories/order", {
      method: "PUT",
      json: { ids: movedOrder(current, change.id, change.direction) },
    });
    return answer({ ok: sent.status === 200, message: sent.answer.message ?? "The order could not be changed." }, sent.status);
  }

  const form = change.intent === "add" ? "add" : change.id;
  const name = blogCategoryName.safeParse({ name: change.name });
  if (!name.success)
    return answer({ ok: false, message: name.error.issues[0]?.message ?? "Please enter a name.", form, typed: change.name }, 400);
  const sent =
    change.intent === "add"
      ? await callApi(context, "/api/admin/blog/categories", { method: "POST", json: name.data })
      : await callApi(context, `/api/admin/blog/categories/${encodeURIComponent(change.id)}`, { method: "PUT", json: name.data });
  const ok = sent.status === 200 || sent.status === 201;
  return answer(
    { ok, message: sent.answer.message ?? "The category could not be saved.", form, ...(ok ? {} : { typed: change.name }) },
    refusedStatus(sent.status),
  );
}

export function meta() {
  return [{ title: "Blog categories · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminBlogCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const busy = useNavigation().state !== "idle";
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <section aria-labelledby="admin-blog-categories-title">
      <p>
        <Link to="/admin/blog">← Blog</Link>
      </p>
      <h1 id="admin-blog-categories-title">Blog categories</h1>
      <p className="admin-muted">Shoppers see the categories in this order. Renaming keeps a category's address.</p>
      <div role="status" className="admin-form__alert">
        {actionData ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
        ) : null}
      </div>

      <ol className="admin-blog-categories" key={actionData?.at ?? 0}>
        {categories.map((category, index) => {
          const inputId = `blog-category-${category._id}`;
          const typed = refused?.form === category._id ? refused.typed : undefined;
          return (
            <li key={category._id} className="admin-card admin-blog-category">
              <Form method="post" className="admin-blog-category__rename">
                <input type="hidden" name="intent" value="rename" />
                <input type="hidden" name="id" value={category._id} />
                <div className="admin-field">
                  <label htmlFor={inputId}>
                    Name of category {index + 1} ({category.posts} {category.posts === 1 ? "post" : "posts"})
                  </label>
                  <input
                    id={inputId}
                    name="name"
                    defaultValue={typed ?? category.name}
                    maxLength={60}
                    required
                    aria-invalid={typed !== undefined ? true : undefined}
                  />
                </div>
                <button type="submit" className="admin-button admin-button--ghost" disabled={busy}>
                  Rename
                </button>
              </Form>
              <Form method="post" className="admin-blog-category__move">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="id" value={category._id} />
                <button
                  type="submit"
                  name="direction"
                  value="up"
                  className="admin-button admin-button--ghost"
                  disabled={busy || index === 0}
                  aria-label={`Move ${category.name} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="submit"
                  name="direction"
                  value="down"
                  className="admin-button admin-button--ghost"
                  disabled={busy || index === categories.length - 1}
                  aria-label={`Move ${category.name} down`}
                >
                  ↓ Down
                </button>
              </Form>
            </li>
          );
        })}
      </ol>

      <Form method="post" className="admin-card admin-blog-category__add" key={`add-${actionData?.at ?? 0}`}>
        <input type="hidden" name="intent" value="add" />
        <div className="admin-field">
          <label htmlFor="blog-category-new">New category</label>
          <input
            id="blog-category-new"
            name="name"
            maxLength={60}
            required
            defaultValue={refused?.form === "add" ? refused.typed : ""}
            aria-invalid={refused?.form === "add" ? true : undefined}
          />
        </div>
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          Add category
        </button>
      </Form>
    </section>
  );
}
