import { NavLink } from "react-router";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { POLICY_LINKS } from "./policy-links.ts";

const MENU: { path: string; titleKey: MessageKey }[] = [...POLICY_LINKS, { path: "/contact-us", titleKey: "contactUs" }];

/** The side menu shared by the static pages and /contact-us; NavLink marks the open page with aria-current. */
export function PolicyMenu() {
  const t = useT();
  return (
    <nav className="policy-menu" aria-labelledby="policy-menu-title">
      <h2 id="policy-menu-title" className="policy-menu__title">
        {t("policiesMenu")}
      </h2>
      <ul className="policy-menu__list">
        {MENU.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end prefetch="intent" className="policy-menu__link">
              {t(item.titleKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
