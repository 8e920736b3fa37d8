import "#app/styles/wishlist.css";
import { stockAlertConfirmed } from "@chhaap/contract/stock-alerts";
import { data } from "react-router";
import { LINK_PAGE_HEADERS, postStockAlertToken } from "#app/features/wishlist/stock-alert-action.server.ts";
import { StockAlertLinkPage } from "#app/features/wishlist/stock-alert-link-page.tsx";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/stock-alert-confirm";

/** The confirmation link of a back-in-stock alert: its token waits for the button (a prefetch confirms nothing). */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() || null;
  return data({ token }, { headers: LINK_PAGE_HEADERS });
}

export function headers() {
  return LINK_PAGE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await postStockAlertToken(context, await request.formData(), "/api/stock-alerts/confirm", stockAlertConfirmed);
  return data(answer, { headers: LINK_PAGE_HEADERS });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "stockAlertConfirmTitle"),
      description: translate(messages, "stockAlertConfirmIntro"),
      publicUrl: root?.publicUrl,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function StockAlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <StockAlertLinkPage
      token={loaderData.token}
      answer={actionData}
      title="stockAlertConfirmTitle"
      intro="stockAlertConfirmIntro"
      button="stockAlertConfirmButton"
      done={(confirmed) => t("stockAlertConfirmed", { name: confirmed.productName, size: confirmed.size })}
    />
  );
}
