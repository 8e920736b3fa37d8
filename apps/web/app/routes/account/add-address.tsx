import { accountMeta } from "#app/features/account/account-meta.ts";
import { addressValues } from "#app/features/account/address-fields.tsx";
import { AddressForm } from "#app/features/account/address-form.tsx";
import { saveAddress } from "#app/features/account/save-address.server.ts";
import { useAddressFailurePopup } from "#app/features/account/use-address-failure-popup.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/add-address";

/** "Add address" (account screens need a logged-in user). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  return null;
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSessionUser(request, context);
  return saveAddress(request, context, user);
}

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(matches[0]?.data, location.pathname, "addressAddTitle", "addressBookIntro");
}

export default function AddAddress({ actionData }: Route.ComponentProps) {
  const t = useT();
  useAddressFailurePopup(actionData);
  return (
    <>
      <h1 className="account-title">{t("addressAddTitle")}</h1>
      <section className="account-panel">
        <AddressForm initial={addressValues(null)} failure={actionData} />
      </section>
    </>
  );
}
