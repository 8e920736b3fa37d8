import { NavLink } from "react-router";
import { CircleHelp, MapPin, Package, UserRound } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { LogoutButton } from "./logout-button.tsx";

/** The side menu, in this order. /orders is the orders screen's own route. */
const ITEMS: { to: string; label: MessageKey; Icon: typeof UserRound }[] = [
  { to: "/user-profile", label: "accountUserProfile", Icon: UserRound },
  { to: "/orders", label: "accountOrders", Icon: Package },
  { to: "/your-address", label: "accountYourAddress", Icon: MapPin },
  { to: "/help-support", label: "helpSupport", Icon: CircleHelp },
];

/** The account menu; NavLink marks the current screen with aria-current="page". */
export function AccountMenu({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  return (
    <nav className="account-menu" aria-labelledby={labelledBy}>
      <ul className="account-menu__list">
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) => (isActive ? "account-menu__link account-menu__link--active" : "account-menu__link")}
            >
              <Icon aria-hidden="true" size={18} />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutButton className="account-menu__link account-menu__logout" />
        </li>
      </ul>
    </nav>
  );
}
