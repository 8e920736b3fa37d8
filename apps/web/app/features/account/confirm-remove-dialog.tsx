import type { Address } from "@chhaap/contract/address";
import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * Removing an address asks for confirmation in an accessible dialog instead of confirm(). The page
 * renders it when the URL names an address (`?remove=<id>`): without script it is
 * an open dialog in the page, with script a modal one (focus inside, Escape and the backdrop cancel).
 */
export function ConfirmRemoveDialog({ address, onCancel }: { address: Address; onCancel: () => void }) {
  const t = useT();
  const navigation = useNavigation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The server rendered it open in the page; once script runs it becomes modal.
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event.
    <dialog
      ref={ref}
      open
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className="confirm-dialog__panel">
        <h2 id={titleId} className="confirm-dialog__title">
          {t("addressConfirmDelete")}
        </h2>
        <p className="confirm-dialog__what">
          {address.name}, {address.addressLine1}, {address.city}
        </p>
        <Form method="post" replace className="confirm-dialog__actions">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="addressId" value={address._id} />
          <button type="submit" className="button button--danger" disabled={deleting}>
            {deleting ? t("addressDeleting") : t("addressConfirmYes")}
          </button>
          <Link to="/your-address" replace preventScrollReset className="button button--ghost">
            {t("addressCancel")}
          </Link>
        </Form>
      </div>
    </dialog>
  );
}
