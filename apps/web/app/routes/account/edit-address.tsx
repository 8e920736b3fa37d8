import { address } from "@chhaap/contract/address";
import { data } from "react-router";
import { z } from "zod";
import { accountMeta } from "#app/features/account/account-meta.ts";
import { addressValues } from "#app/features/account/address-fields.tsx";
import { AddressForm } from "#app/features/account/address-form.tsx";
import { saveAddress } from "#app/features/account/save-address.server.ts";
import { useAddressFailurePopup } from "#app/features/account/use-address-failure-popup.ts";
import { fetchData } from "#app/lib/api.server.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/edit-address";

/**
 * "Edit address". The address may come in navigation state; the id in the URL works on
 * reload and without script, and the address is read from the shopper's own list (the API has no
 * single-address read). Another shopper's id is simply not found.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireSessionUser(request, context);
  const addresses = await fetchData(context, `/api/address/?userId=${encodeURIComponent(user._id)}`, z.array(address));
  const found = addresses?.find((entry) => entry._id === params.id);
  if (!found) throw data(null, { status: 404 });
  return { address: found };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireSessionUser(request, context);
  return saveAddress(request, context, user, params.id);
}

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "addressEditTitle", "addressBookIntro");
}

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useAddressFailurePopup(actionData);
  return (
    <>
      <h1 className="account-title">{t("addressEditTitle")}</h1>
      <section className="account-panel">
        <AddressForm initial={addressValues(loaderData.address)} failure={actionData} />
      </section>
    </>
  );
}
