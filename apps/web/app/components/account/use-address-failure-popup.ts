import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useNotify } from "../notification.tsx";
import { translateMessage } from "./account-messages.ts";
import type { AddressFailure } from "./address-form.tsx";
import { useAnnounce } from "./use-announce.ts";

/** Spec 8 "Address save": a failure the form cannot point at a field comes as a danger popup. */
export function useAddressFailurePopup(failure: AddressFailure | undefined): void {
  const t = useT();
  const notify = useNotify();
  useAnnounce(failure?.sentAt, () => {
    if (failure?.message) notify("danger", translateMessage(t, failure.message));
  });
}
