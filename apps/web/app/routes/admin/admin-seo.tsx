import { SEO_PAGE_NAMES, seoTagsChange, seoTagsEditor } from "@chhaap/contract/admin/seo-tags";
import { data, Form, useNavigation } from "react-router";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { AdminField } from "#app/features/admin/kit/admin-field.tsx";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-seo";

/** The pages' paths, to show staff which page each entry is for. */
const PAGE_PATHS: Record<(typeof SEO_PAGE_NAMES)[number], string> = {
  home: "/",
  product: "/product",
  blog: "/blog/",
  cart: "/cart",
  "shipping-charges": "/shipping-charges",
  "contact-us": "/contact-us",
  "track-order": "/track-order",
  "how-to-order": "/how-to-order",
  "payment-options": "/payment-options",
  faq: "/faq",
  "refund-policy": "/refund-policy",
  "return-policy": "/return-policy",
  "privacy-policy": "/privacy-policy",
  "terms-and-conditions": "/terms-and-conditions",
  "forgot-password": "/forgot-password",
  "help-support": "/help-support",
};

export async function loader({ context }: Route.LoaderArgs) {
  const { data: entries } = await loadAdmin(context, "/api/admin/seo-tags", seoTagsEditor);
  return data({ entries }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Search engines · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

type Typed = Record<string, { title: string; description: string }>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed: Typed = {};
  for (const pageName of SEO_PAGE_NAMES) {
    const title = form.get(`${pageName}.title`);
    const description = form.get(`${pageName}.description`);
    typed[pageName] = {
      title: typeof title === "string" ? title : "",
      description: typeof description === "string" ? description : "",
    };
  }
  const parsed = seoTagsChange.safeParse({ items: SEO_PAGE_NAMES.map((pageName) => ({ pageName, ...typed[pageName] })) });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      errors[`${SEO_PAGE_NAMES[Number(index)]}.${String(field)}`] ??= issue.message;
    }
    return data(
      { ok: false, message: "Nothing was saved: please correct the marked fields.", errors, typed },
      { status: 400, headers: BACK_OFFICE_HEADERS },
    );
  }
  const sent = await callApi(context, "/api/admin/seo-tags", { method: "PUT", json: parsed.data });
  const ok = sent.status === 200;
  return data(
    {
      ok,
      message: sent.answer.message ?? (ok ? "Saved." : "Nothing was saved."),
      errors: {} as Record<string, string>,
      typed: ok ? undefined : typed,
    },
    { status: ok ? 200 : refusedStatus(sent.status), headers: BACK_OFFICE_HEADERS },
  );
}

export default function AdminSeo({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const saved = new Map(loaderData.entries.map((entry) => [entry.pageName, entry]));
  const errors = actionData?.errors ?? {};
  return (
    <section aria-labelledby="admin-seo-title">
      <h1 id="admin-seo-title">Search engines</h1>
      <p className="admin-muted">
        The title (up to 70 characters) and description (up to 160) search engines show for each page. Leave both empty to use the
        shop's own words.
      </p>
      <Form method="post" className="admin-card admin-form" key={JSON.stringify(loaderData.entries)}>
        <div role="status" className="admin-form__alert">
          {actionData ? (
            <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
          ) : null}
        </div>
        {SEO_PAGE_NAMES.map((pageName) => {
          const entry = actionData?.typed?.[pageName] ?? saved.get(pageName) ?? { title: "", description: "" };
          const titleError = errors[`${pageName}.title`];
          const descriptionError = errors[`${pageName}.description`];
          return (
            <fieldset key={pageName} className="admin-row">
              <legend>
                {pageName} <span className="admin-muted">({PAGE_PATHS[pageName]})</span>
              </legend>
              <div className="admin-grid">
                <AdminField
                  id={`${pageName}-title`}
                  label="Title"
                  name={`${pageName}.title`}
                  value={entry.title}
                  error={titleError}
                />
                <AdminField
                  id={`${pageName}-description`}
                  label="Description"
                  name={`${pageName}.description`}
                  rows={2}
                  wide
                  value={entry.description}
                  error={descriptionError}
                  hint="Empty: a shop page is described by its introduction, which changes with the page's text."
                />
              </div>
            </fieldset>
          );
        })}
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          Save titles and descriptions
        </button>
      </Form>
    </section>
  );
}
