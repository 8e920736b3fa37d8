import { deskOrderDetail } from "@chhaap/contract/admin/orders";
import { type AppLoadContext, data } from "react-router";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";

/** One order as the desk sees it, for a back-office page's loader; the API's 404 (or failure) becomes the page's. */
export async function loadDeskOrder(context: AppLoadContext, orderNumber: string) {
  const { data: order } = await loadAdmin(context, `/api/admin/orders/${encodeURIComponent(orderNumber)}`, deskOrderDetail);
  return data({ order }, { headers: BACK_OFFICE_HEADERS });
}
