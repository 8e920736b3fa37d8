import { NavLink } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { NavGroup } from "#app/lib/nav-groups.ts";
import { NavDropdown } from "./nav-dropdown.tsx";

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? "main-nav__link main-nav__link--active" : "main-nav__link";
}

/** Home, Product, a dropdown per header category, Blog, Contact Us; /, /blog and /contact-us show as current. */
export function MainNav({ groups, itemsLoading }: { groups: NavGroup[]; itemsLoading: boolean }) {
  const t = useT();
  return (
    <nav className="main-nav" aria-label={t("mainNav")}>
      <ul className="main-nav__list">
        <li>
          <NavLink to="/" end className={navClass}>
            {t("home")}
          </NavLink>
        </li>
        <li>
          <Link to="/product" className="main-nav__link">
            {t("product")}
          </Link>
        </li>
        {groups.map((group) => (
          <NavDropdown key={group.name} group={group} itemsLoading={itemsLoading} />
        ))}
        <li>
          <NavLink to="/blog/" className={navClass}>
            {t("blog")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/contact-us" className={navClass}>
            {t("contactUs")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
