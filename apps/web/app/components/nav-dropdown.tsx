import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "#app/components/link.tsx";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { NavGroup } from "#app/lib/nav-groups.ts";
import { categoryListUrl } from "#app/lib/product-search-url.ts";

/**
 * One header category in the main nav: a disclosure button listing its categories. Opens on
 * hover, click and keyboard (Enter, Space, ArrowDown); Escape closes and returns focus to the button.
 * The panel is drawn while it is open: only scripts open it, and the footer and the phone drawer
 * link the same categories, so the server's page does not carry it. The chevron is the button's
 * ::after (header.css), not an icon element: four of them were 0.8 kB of every page.
 */
export function NavDropdown({ group, itemsLoading }: { group: NavGroup; itemsLoading: boolean }) {
  const t = useT();
  const shopText = useShopText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    function closeOnOutside(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open]);

  function focusLink(index: "first" | "last" | 1 | -1) {
    const links = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>(".nav-dropdown__panel a") ?? []);
    if (links.length === 0) return;
    const focused = document.activeElement;
    const current = focused instanceof HTMLAnchorElement ? links.indexOf(focused) : -1;
    const target = index === "first" ? 0 : index === "last" ? links.length - 1 : (current + index + links.length) % links.length;
    links[target]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      // The panel renders on the next frame when it was closed.
      requestAnimationFrame(() => focusLink(event.target === buttonRef.current ? "first" : 1));
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      focusLink(event.target === buttonRef.current ? "last" : -1);
    }
  }

  return (
    <li
      ref={rootRef}
      className="nav-dropdown"
      data-open={open ? "true" : undefined}
      // Hover is for mice only: on touch screens the tap's click toggles instead.
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse" || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__link nav-dropdown__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          // A click on a menu that hovering just opened keeps it open rather than shutting it.
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {shopText(group.name)}
      </button>
      {open ? (
        <div id={panelId} className="nav-dropdown__panel">
          {itemsLoading ? (
            <p className="nav-dropdown__loading">{t("loadingItems")}</p>
          ) : (
            <ul>
              {group.categories.map((category) => (
                <li key={category.slug}>
                  <Link to={categoryListUrl(category.slug)} onClick={() => setOpen(false)}>
                    {shopText(category.name)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </li>
  );
}
