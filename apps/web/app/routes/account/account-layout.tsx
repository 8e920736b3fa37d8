import "#app/styles/account.css";
import { useId } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { AccountMenu } from "#app/features/account/account-menu.tsx";
import { DashboardDrawer } from "#app/features/account/dashboard-drawer.tsx";
import { UserAvatar } from "#app/features/account/user-avatar.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * The side menu beside every account screen (a Dashboard drawer on phones).
 * Each screen guards itself in its loader (loaders run in parallel, so a guard here would not stop
 * theirs); the menu follows the root loader's user. Help & Support is open to guests too: they see
 * it without the account menu.
 */
export default function AccountLayout() {
  const t = useT();
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const menuTitleId = useId();
  if (!user) return <Outlet />;
  const name = [user.name, user.last_name].filter(Boolean).join(" ");
  return (
    <div className="account-layout container">
      <aside className="account-layout__side">
        <div className="account-side">
          <div className="account-side__who">
            <UserAvatar name={name} image={user.image} size="small" />
            <p className="account-side__name">{name}</p>
          </div>
          <h2 id={menuTitleId} className="visually-hidden">
            {t("accountMenu")}
          </h2>
          <AccountMenu labelledBy={menuTitleId} />
        </div>
        <DashboardDrawer name={name} image={user.image} />
      </aside>
      <div className="account-layout__main">
        <Outlet />
      </div>
    </div>
  );
}
