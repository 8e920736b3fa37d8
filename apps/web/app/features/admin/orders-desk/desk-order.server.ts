import { deskOrderDetail } from "@chhaap/contract/admin/orders";
import { envelope } from "@chhaap/contract/envelope";
import { type AppLoadContext, data } from "react-router";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/staff/staff-session.server.ts";
import { callApi } from "#app/lib/api.server.ts";

const detailAnswer = envelope(deskOrderDetail);

/** One order as the desk sees it, for a back-office page's loader; the API's 404 (or failure) becomes the page's. */
export async function loadDeskOrder(context: AppLoadContext, orderNumber: string) {
  const answer = await callApi(context, `/api/admin/orders/${encodeURIComponent(orderNumber)}`, { method: "GET" });
  const parsed = detailAnswer.safeParse(answer.body);
  if (!parsed.success) throw data(null, { status: answer.status === 200 ? 502 : answer.status });
  return data({ order: parsed.data.data }, { headers: BACK_OFFICE_HEADERS });
}
