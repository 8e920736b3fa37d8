import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LayoutDashboard, X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { AccountMenu } from "./account-menu.tsx";
import { UserAvatar } from "./user-avatar.tsx";

/**
 * On phones the account menu shows the user's picture and name and opens a Dashboard drawer
 * (a modal <dialog>: focus stays inside, Escape and the backdrop close it, so does a new page).
 */
export function DashboardDrawer({ name, image }: { name: string; image: string }) {
  const t = useT();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialog = useModalDialog(open, close);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  return (
    <div className="account-bar">
      <UserAvatar name={name} image={image} size="small" />
      <p className="account-bar__name">{t("accountHello", { name })}</p>
      <button
        ref={buttonRef}
        type="button"
        className="button button--ghost account-bar__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <LayoutDashboard aria-hidden="true" size={18} />
        {t("accountDashboard")}
      </button>
      <dialog {...dialog} className="account-drawer" aria-labelledby={titleId}>
        <div className="account-drawer__panel">
          <div className="account-drawer__head">
            <UserAvatar name={name} image={image} size="small" />
            <h2 id={titleId} className="account-drawer__title">
              {t("accountDashboard")}
            </h2>
            <button type="button" className="icon-button" aria-label={t("accountCloseDashboard")} onClick={close}>
              <X aria-hidden="true" size={22} />
            </button>
          </div>
          <AccountMenu labelledBy={titleId} />
        </div>
      </dialog>
    </div>
  );
}
