import { useNotify } from "#app/components/notification.tsx";
import { translateMessage } from "#app/lib/account-messages.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { AddressFailure } from "./address-form.tsx";

/** A failure the form cannot point at a field comes as a danger popup. */
export function useAddressFailurePopup(failure: AddressFailure | undefined): void {
  const t = useT();
  const notify = useNotify();
  useAnnounce(failure?.sentAt, () => {
    if (failure?.message) notify("danger", translateMessage(t, failure.message));
  });
}
