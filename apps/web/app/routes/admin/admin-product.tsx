import {
  CATALOG_MESSAGES,
  editableProduct,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductForEditing,
  productForEditing,
} from "@chhaap/contract/admin/catalog";
import { productTag } from "@chhaap/contract/catalog";
import { category } from "@chhaap/contract/reference";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import {
  draftFromForm,
  draftOf,
  editableOf,
  emptyDraft,
  fieldNameOf,
  type ProductDraft,
  withAnotherColourway,
} from "#app/features/admin/catalog/product-draft.ts";
import { ProductEditor } from "#app/features/admin/catalog/product-editor.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { callApi, dataFrom, fetchList } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-product";

const createdAnswer = z.object({ _id: z.string() });
const uploadedAnswer = z.object({ url: z.string() });

/** The product (none for /admin/products/new) and what its selects offer. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [categories, tags, answer] = await Promise.all([
    fetchList(context, "/api/category", category),
    fetchList(context, "/api/product-tag", productTag),
    params.id ? loadAdmin(context, `/api/admin/products/${encodeURIComponent(params.id)}`, productForEditing) : null,
  ]);
  const product = answer?.data ?? null;
  return data(
    {
      product,
      created: new URL(request.url).searchParams.has("created"),
      choices: { categories: categories.map((c) => ({ _id: c._id, name: c.name })), tags: tags.map((t) => t.tag) },
    },
    { headers: BACK_OFFICE_HEADERS },
  );
}

const productIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("add-colourway") }),
  z.object({ intent: z.literal("status"), status: z.enum(PRODUCT_STATUSES) }),
]);

interface EditorResult {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  draft?: ProductDraft;
}

function answer(result: EditorResult, status = 200) {
  return data(result, { status, headers: BACK_OFFICE_HEADERS });
}

/** Messages by form field, from the contract's issues (dotted paths). */
function messagesOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldNameOf(issue.path.join("."))] ??= issue.message;
  return errors;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = productIntent.safeParse(Object.fromEntries(form));
  if (!intent.success) return answer({ ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const path = params.id ? `/api/admin/products/${encodeURIComponent(params.id)}` : null;

  if (intent.data.intent === "status") {
    if (!path) return answer({ ok: false, message: "Save the product first.", errors: {} }, 400);
    const sent = await callApi(context, `${path}/status`, { method: "PUT", json: { status: intent.data.status } });
    return answer(
      { ok: sent.status === 200, message: sent.answer.message ?? "The status could not be changed.", errors: {} },
      sent.status,
    );
  }

  const draft = draftFromForm(form);
  // A new picture is uploaded first, whatever the button: once stored it is part of the draft, and
  // a refused save keeps it.
  const uploadErrors: Record<string, string> = {};
  for (const [i, colourway] of draft.colourways.entries()) {
    const file = form.get(`v${i}.picture`);
    if (!(file instanceof File) || file.size === 0) continue;
    const multipart = new FormData();
    multipart.append("picture", file);
    const sent = await callApi(context, "/api/admin/pictures", { method: "POST", multipart });
    const stored = dataFrom(sent, uploadedAnswer);
    if (stored) {
      const alt = form.get(`v${i}.pictureAlt`);
      colourway.pictures.push({ url: stored.url, alt: typeof alt === "string" ? alt.trim() : "" });
    } else uploadErrors[`v${i}.picture`] = sent.answer.message ?? "The picture could not be uploaded.";
  }
  if (Object.keys(uploadErrors).length > 0)
    return answer({ ok: false, message: "Nothing was saved: a picture could not be taken.", errors: uploadErrors, draft }, 400);

  if (intent.data.intent === "add-colourway") {
    return answer({ ok: true, message: CATALOG_MESSAGES.colourwayAdded, errors: {}, draft: withAnotherColourway(draft) });
  }

  const parsed = editableProduct.safeParse(editableOf(draft));
  if (!parsed.success) {
    const errors = messagesOf(parsed.error.issues);
    return answer({ ok: false, message: "Nothing was saved: please correct the marked fields.", errors, draft }, 400);
  }
  const sent = await callApi(context, path ?? "/api/admin/products", { method: path ? "PUT" : "POST", json: parsed.data });
  if (!path && sent.status === 201) {
    const created = dataFrom(sent, createdAnswer);
    if (created) return redirect(`/admin/products/${created._id}?created=1`, { headers: BACK_OFFICE_HEADERS });
  }
  if (sent.status === 200) return answer({ ok: true, message: sent.answer.message ?? CATALOG_MESSAGES.saved, errors: {} });
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(sent.answer.fieldErrors)) errors[fieldNameOf(field)] = message;
  const message = sent.answer.message ?? "The product could not be saved.";
  return answer({ ok: false, message: `Nothing was saved: ${message}`, errors, draft }, refusedStatus(sent.status));
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.product?.name ?? "New product";
  return [{ title: `${name} · Chhaap back office` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The product's status and the buttons that change it, apart from the form. */
function StatusBar({ product, busy }: { product: ProductForEditing; busy: boolean }) {
  const next = product.status === "active" ? (["archived", "draft"] as const) : (["active", "archived"] as const);
  const labels = { active: "Publish", archived: "Archive", draft: "Back to draft" } as const;
  return (
    <div className="admin-status-bar">
      <p>
        Status:{" "}
        <span className={`admin-badge admin-badge--product-${product.status}`}>{PRODUCT_STATUS_LABELS[product.status]}</span>
        {product.status === "active" ? null : <span className="admin-muted"> — shoppers cannot see this product.</span>}
      </p>
      {next
        .filter((status) => status !== product.status)
        .map((status) => (
          <Form method="post" key={status} className="admin-inline-form">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value={status} />
            <button type="submit" className="admin-button admin-button--ghost" disabled={busy}>
              {labels[status]}
            </button>
          </Form>
        ))}
    </div>
  );
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, created } = loaderData;
  const busy = useNavigation().state !== "idle";
  const draft = actionData?.draft ?? (product ? draftOf(product) : emptyDraft());
  const errors = actionData?.errors ?? {};
  const errorList = Object.entries(errors);
  return (
    <section aria-labelledby="admin-product-title">
      <p>
        <Link to="/admin/products">← Products</Link>
      </p>
      <h1 id="admin-product-title">{product ? product.name : "New product"}</h1>
      {product ? (
        <>
          <StatusBar product={product} busy={busy} />
          {product.status === "active" && product.variants[0] ? (
            <p>
              <a href={`/product-details/${product.variants[0]._id}`} target="_blank" rel="noreferrer">
                View in the shop
              </a>
            </p>
          ) : null}
        </>
      ) : null}
      <ProductEditor
        // A saved product starts the form afresh from what the server kept.
        key={product?.updatedAt ?? "new"}
        draft={draft}
        choices={choices}
        errors={errors}
        busy={busy}
        unsaved={actionData?.draft !== undefined}
      >
        <div role="status" className="admin-form__alert">
          {actionData ? (
            <div className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>
              <p>{actionData.message}</p>
              {errorList.length > 0 ? (
                <ul>
                  {errorList.map(([field, message]) => (
                    <li key={field}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : created ? (
            <p className="admin-message admin-message--success">{CATALOG_MESSAGES.created}</p>
          ) : null}
        </div>
      </ProductEditor>
    </section>
  );
}
