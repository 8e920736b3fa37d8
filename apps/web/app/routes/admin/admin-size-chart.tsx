import { editableSizeChart, SIZE_CHART_MESSAGES, sizeChartsEditor } from "@chhaap/contract/admin/size-charts";
import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import {
  draftOf,
  editableSizeChartOf,
  emptySizeChartDraft,
  type SizeChartDraft,
  sizeChartDraftFromForm,
  sizeChartErrorsInOrder,
  sizeChartFieldName,
  sizeChartFieldOf,
} from "#app/features/admin/catalog/size-chart-draft.ts";
import { SizeChartEditor } from "#app/features/admin/catalog/size-chart-editor.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin, refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-size-chart";

const createdAnswer = z.object({ _id: z.string() });

/** The chart (none for /admin/size-charts/new), every chart's name and every category. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { charts, categories } = (await loadAdmin(context, "/api/admin/size-charts", sizeChartsEditor)).data;
  const chart = params.id ? charts.find((candidate) => candidate._id === params.id.toLowerCase()) : null;
  if (chart === undefined) throw data(null, { status: 404 });
  return data(
    {
      chart,
      categories,
      charts: charts.map(({ _id, name }) => ({ _id, name })),
      created: new URL(request.url).searchParams.has("created"),
    },
    { headers: BACK_OFFICE_HEADERS },
  );
}

const chartIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete") }),
]);

interface EditorResult {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** What was typed, shown again when it was not saved. */
  draft?: SizeChartDraft;
  /** When the answer was made: a new answer starts the form afresh and puts the focus back. */
  at: number;
}

function answer(result: Omit<EditorResult, "at">, status = 200) {
  return data({ ...result, at: Date.now() } satisfies EditorResult, { status, headers: BACK_OFFICE_HEADERS });
}

/** The page's answer, given the focus after a save so the keyboard and screen readers land on it. */
const MESSAGE_ID = "admin-size-chart-message";

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = chartIntent.safeParse(Object.fromEntries(form));
  if (!intent.success) return answer({ ok: false, message: "That change is not one this page makes.", errors: {} }, 400);
  const path = params.id ? `/api/admin/size-charts/${encodeURIComponent(params.id)}` : null;

  if (intent.data.intent === "delete") {
    if (!path) return answer({ ok: false, message: "This chart is not saved yet.", errors: {} }, 400);
    if (form.get("confirm") !== "on")
      return answer({ ok: false, message: "Nothing was deleted: tick “Yes, delete” first.", errors: {} }, 400);
    const sent = await callApi(context, path, { method: "DELETE" });
    if (sent.status === 200) return redirect("/admin/size-charts?deleted=1", { headers: BACK_OFFICE_HEADERS });
    return answer(
      { ok: false, message: `Nothing was deleted: ${sent.answer.message ?? "please try again."}`, errors: {} },
      refusedStatus(sent.status),
    );
  }

  const draft = sizeChartDraftFromForm(form);
  const parsed = editableSizeChart.safeParse(editableSizeChartOf(draft));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[sizeChartFieldOf(issue.path.join("."))] ??= issue.message;
    return answer({ ok: false, message: "Nothing was saved: please correct the marked fields.", errors, draft }, 400);
  }
  const sent = await callApi(context, path ?? "/api/admin/size-charts", { method: path ? "PUT" : "POST", json: parsed.data });
  if (!path && sent.status === 201) {
    const created = dataFrom(sent, createdAnswer);
    if (created) return redirect(`/admin/size-charts/${created._id}?created=1`, { headers: BACK_OFFICE_HEADERS });
  }
  if (sent.status === 200) return answer({ ok: true, message: sent.answer.message ?? SIZE_CHART_MESSAGES.saved, errors: {} });
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(sent.answer.fieldErrors)) errors[sizeChartFieldOf(field)] = message;
  const message = sent.answer.message ?? "The size chart could not be saved.";
  return answer({ ok: false, message: `Nothing was saved: ${message}`, errors, draft }, refusedStatus(sent.status));
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.chart ? `Size chart ${loaded.chart.name}` : "New size chart";
  return [{ title: `${name} · Chhaap back office` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSizeChart({ loaderData, actionData }: Route.ComponentProps) {
  const { chart, categories, charts, created } = loaderData;
  const busy = useNavigation().state !== "idle";
  const draft = actionData?.draft ?? (chart ? draftOf(chart) : emptySizeChartDraft());
  const errors = actionData?.errors ?? {};
  const errorList = sizeChartErrorsInOrder(errors);
  // Each answer draws the form afresh, so the focus is put back once the page is idle again (the
  // save button is disabled while it is busy): on the first field refused, else on the message.
  const focused = useRef(0);
  useEffect(() => {
    if (busy || !actionData || focused.current === actionData.at) return;
    focused.current = actionData.at;
    const target =
      (actionData.ok ? null : document.querySelector<HTMLElement>('.admin-size-chart-form [aria-invalid="true"]')) ??
      document.getElementById(MESSAGE_ID);
    target?.focus();
  }, [actionData, busy]);
  return (
    <section aria-labelledby="admin-size-chart-title">
      <p>
        <Link to="/admin/size-charts">← Size charts</Link>
      </p>
      <h1 id="admin-size-chart-title">{chart ? `Size chart: ${chart.name}` : "New size chart"}</h1>
      <SizeChartEditor
        // A saved chart starts the form afresh from what the server kept; a refused one from what was
        // typed, so rows and columns taken out are gone and each message sits by its own field.
        key={`${chart?.updatedAt ?? "new"}:${actionData?.at ?? 0}`}
        draft={draft}
        errors={errors}
        busy={busy}
        isNew={!chart}
        categories={categories}
        charts={charts}
        chartId={chart?._id ?? null}
      >
        <div role="status" className="admin-form__alert">
          {actionData ? (
            <div id={MESSAGE_ID} tabIndex={-1} className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>
              <p>{actionData.message}</p>
              {errorList.length > 0 ? (
                <ul>
                  {errorList.map(([field, message]) => (
                    <li key={field}>
                      {sizeChartFieldName(field, draft)}: {message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : created ? (
            <p className="admin-message admin-message--success">{SIZE_CHART_MESSAGES.created}</p>
          ) : null}
        </div>
      </SizeChartEditor>
      {chart ? (
        <Form method="post" className="admin-card admin-form" aria-labelledby="admin-size-chart-delete">
          <h2 id="admin-size-chart-delete">Delete this chart</h2>
          <p className="admin-muted">
            Its categories show no size guide until another chart lists them. The activity log keeps what it held.
          </p>
          <input type="hidden" name="intent" value="delete" />
          <label className="admin-check">
            <input type="checkbox" name="confirm" required />
            <span>Yes, delete “{chart.name}”</span>
          </label>
          <p>
            <button type="submit" className="admin-button admin-button--ghost" disabled={busy}>
              Delete size chart
            </button>
          </p>
        </Form>
      ) : null}
    </section>
  );
}
