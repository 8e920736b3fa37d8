import { type Address, address } from "@chhaap/contract/address";
import { data, redirect, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { MapPinPlus } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { accountMeta } from "#app/features/account/account-meta.ts";
import { AddressCard } from "#app/features/account/address-card.tsx";
import { ConfirmRemoveDialog } from "#app/features/account/confirm-remove-dialog.tsx";
import { useNoticeParam } from "#app/features/account/use-notice-param.ts";
import { translateMessage } from "#app/lib/account-messages.ts";
import { callApi, fetchData } from "#app/lib/api.server.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { Route } from "./+types/your-address";

/** "Your Address" (guests go to /login). `null` means the list could not be loaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSessionUser(request, context);
  const addresses = await fetchData(context, `/api/address/?userId=${encodeURIComponent(user._id)}`, z.array(address));
  return { addresses };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

/** Opening or cancelling the confirmation only changes `?remove=`: the list need not be fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("remove");
      params.delete("notice");
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

/** Remove (DELETE /api/address/{id}), confirmed in the dialog; then back to the list, which says so. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireSessionUser(request, context);
  const form = await request.formData();
  const addressId = form.get("addressId");
  if (form.get("intent") !== "delete" || typeof addressId !== "string" || addressId === "") {
    return data({ sentAt: Date.now(), message: "Something went wrong!" }, { status: 400 });
  }
  const answer = await callApi(context, `/api/address/${encodeURIComponent(addressId)}`, { method: "DELETE" });
  if (answer.answer.ok) throw redirect("/your-address?notice=deleted");
  return data({ sentAt: Date.now(), message: answer.answer.message ?? "Something went wrong!" }, { status: answer.status });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "accountYourAddress", "addressBookIntro");
}

const NOTICES = { saved: "addressSaved", deleted: "addressDeleted" } as const;

export default function YourAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = useNoticeParam(NOTICES);
  const { addresses } = loaderData;
  const removing: Address | undefined = addresses?.find((entry) => entry._id === params.get("remove"));

  useAnnounce(actionData?.sentAt, () => {
    if (actionData) notify("danger", translateMessage(t, actionData.message));
  });

  return (
    <>
      <h1 className="account-title">{t("accountYourAddress")}</h1>
      <div role="status" className="account-status">
        {notice ? <p className="auth-message auth-message--success">{t(notice)}</p> : null}
      </div>
      {actionData ? (
        <p role="alert" className="auth-message auth-message--danger">
          {translateMessage(t, actionData.message)}
        </p>
      ) : null}
      {addresses === null ? (
        <p role="alert" className="auth-message auth-message--danger">
          {t("addressLoadFailed")}
        </p>
      ) : (
        <>
          {addresses.length === 0 ? <p className="account-empty">{t("addressEmpty")}</p> : null}
          <ul className="address-grid">
            {addresses.map((entry) => (
              <li key={entry._id}>
                <AddressCard address={entry} />
              </li>
            ))}
            <li>
              <Link to="/add-address" className="address-card address-card--add">
                <MapPinPlus aria-hidden="true" size={32} />
                <span>{t("addressAdd")}</span>
              </Link>
            </li>
          </ul>
        </>
      )}
      {removing ? (
        <ConfirmRemoveDialog
          key={removing._id}
          address={removing}
          onCancel={() => navigate("/your-address", { replace: true, preventScrollReset: true })}
        />
      ) : null}
    </>
  );
}
