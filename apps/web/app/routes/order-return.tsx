import "#app/styles/orders.css";
import "#app/styles/checkout.css";
import { RETURN_FORM_FIELDS, returnRequestView } from "@chhaap/contract/after-sales";
import type { ErrorCode } from "@chhaap/contract/error-codes";
import { orderDetail } from "@chhaap/contract/orders";
import { data, redirect, useRouteLoaderData } from "react-router";
import { ChevronLeft } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import { RETURN_BLOCK_TEXT } from "#app/features/orders/after-sale-text.ts";
import { formatOrderDate } from "#app/features/orders/order-date.ts";
import { type ReturnFormAnswer, ReturnRequestForm } from "#app/features/orders/return-request-form.tsx";
import { callApi, dataFrom, fetchData } from "#app/lib/api.server.ts";
import { refusalText } from "#app/lib/error-text.ts";
import { formText } from "#app/lib/form-values.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/order-return";

type TextField = Exclude<(typeof RETURN_FORM_FIELDS)[number], "photos">;
/** The form's typed fields (the photos travel as files), with the line they are about. */
const TEXT_FIELDS = ["line", ...RETURN_FORM_FIELDS.filter((name): name is TextField => name !== "photos")] as const;

/** Refusals of the photos, said beside the photo field. */
const PHOTO_CODES: readonly ErrorCode[] = ["return.photo_not_image", "return.photo_too_large", "return.too_many_photos"];

/**
 * `/orders/{orderNumber}/return?line=` (ours): asking to return or exchange one line of a delivered
 * order. Another customer's order, or a line not of this order, is 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  const order = await fetchData(context, `/api/order/${encodeURIComponent(params.orderNumber)}`, orderDetail);
  const lineId = new URL(request.url).searchParams.get("line") ?? "";
  const line = order?.products.find((entry) => entry.line_id === lineId);
  const options = order?.line_returns.find((entry) => entry.line_id === lineId);
  if (!order || !line || !options) throw data(null, { status: 404 });
  return data(
    {
      orderNumber: order.order_id,
      paymentMethod: order.payment_method,
      line,
      options,
      lastDay: order.return_window?.last_day ?? null,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

/**
 * Passes the form on to the API as multipart, photos and all; a request made goes back to the order
 * page, which says so. A refusal comes back with what was typed and a message per field.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireSessionUser(request, context);
  const form = await request.formData();
  const values = formText(form, TEXT_FIELDS);
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== "") body.append(name, value);
  const photos = form.getAll("photos").filter((entry): entry is File => entry instanceof File && entry.size > 0);
  for (const photo of photos) body.append("photos", photo, photo.name);
  const orderPath = `/orders/${encodeURIComponent(params.orderNumber)}`;
  const sent = await callApi(context, `/api/order/${encodeURIComponent(params.orderNumber)}/returns`, {
    method: "POST",
    multipart: body,
  });
  if (sent.status === 201) {
    const created = dataFrom(sent, returnRequestView);
    throw redirect(created ? `${orderPath}?requested=${encodeURIComponent(created.number)}` : orderPath);
  }
  return data(
    {
      values,
      errors: sent.answer.fieldErrors,
      message: sent.answer.message,
      error: sent.answer.error,
      photosSent: photos.length > 0,
    },
    { status: sent.status, headers: PRIVATE_PAGE_HEADERS },
  );
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "returnPageTitle"),
      description: translate(messages, "cartDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  const { orderNumber, paymentMethod, line, options, lastDay } = loaderData;
  const orderPath = `/orders/${encodeURIComponent(orderNumber)}`;
  const date = lastDay ? formatOrderDate(lastDay, language) : "";
  let answer: ReturnFormAnswer | null = null;
  if (actionData) {
    const code = actionData.error?.code;
    const aboutPhotos = code !== undefined && PHOTO_CODES.includes(code);
    const fieldRefusal = code === "validation.field";
    answer = {
      values: actionData.values,
      errors: aboutPhotos ? { photos: refusalText(t, actionData) } : actionData.errors,
      refusal: aboutPhotos || fieldRefusal ? null : refusalText(t, actionData, "returnFailed"),
      photosSent: actionData.photosSent,
    };
  }
  const image = line.varient.images[0]?.url;
  return (
    <div className="orders-page return-page">
      <Link to={orderPath} className="orders-page__back">
        <ChevronLeft aria-hidden="true" size={16} />
        {t("returnBackToOrder", { number: orderNumber })}
      </Link>
      <h1 className="orders-page__title">{t("returnPageTitle")}</h1>
      <div className="return-page__piece">
        {image ? <Picture src={image} at={320} alt="" width={64} height={80} className="order-line__image" /> : null}
        <div>
          <p className="order-line__name" dir="auto">
            {line.varient.product.name}
          </p>
          <p className="order-line__meta">
            {[line.color, t("sizeValue", { size: line.size }), t("quantityValue", { count: line.quantity })]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      </div>
      {options.blocked === null ? (
        <>
          <p className="return-page__intro">{t("returnPageIntro", { date })}</p>
          <ReturnRequestForm line={line} options={options} paymentMethod={paymentMethod} answer={answer} />
        </>
      ) : (
        <p className="order-detail__notice" role="status">
          {options.blocked === "not_delivered" ? t("errorReturnNotDelivered") : t(RETURN_BLOCK_TEXT[options.blocked], { date })}{" "}
          <Link to={orderPath}>{t("returnBackToOrder", { number: orderNumber })}</Link>
        </p>
      )}
    </div>
  );
}
