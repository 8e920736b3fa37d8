import type { SearchFacets } from "@chhaap/contract/catalog";
import { useId, useState } from "react";
import { X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { FacetForm } from "./facet-form.tsx";
import { filterCount, type ListQuery } from "./list-query.ts";

/** The side column's id: before scripts run, the phone's Filters link opens it in place (CSS `:target`). */
export const FILTERS_ID = "list-filters";

/**
 * Filters on a phone: a button showing how many are on, opening a bottom sheet (a modal <dialog>:
 * focus stays inside, Escape closes it) whose every change applies at once behind it; its sticky
 * "Show N results" closes it, N the count of the list as it now stands (also said to screen readers
 * as it changes). Before scripts run the button is a link to the side column, which a phone then
 * shows in place.
 */
export function FacetSheet({
  query,
  facets,
  total,
  loading,
}: {
  query: ListQuery;
  facets: SearchFacets;
  /** Pieces the list holds with every filter on. */
  total: number;
  /** A new list is on its way: N is the old one's until it arrives. */
  loading: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Drawn from the first opening on, and kept while closed so focus can go back to the button.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const dialog = useModalDialog(open, () => setOpen(false));
  const titleId = useId();
  const on = filterCount(query);
  const label = (
    <>
      {t("filters")}
      {on > 0 ? <span className="facet-sheet__badge">{on}</span> : null}
    </>
  );

  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className="button button--ghost facet-sheet__open"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          {label}
        </button>
      ) : (
        <a href={`#${FILTERS_ID}`} className="button button--ghost facet-sheet__open">
          {label}
        </a>
      )}
      <dialog {...dialog} className="facet-sheet" aria-labelledby={titleId}>
        {/* The page behind an open sheet is inert, its live region unheard: the sheet says the count itself. */}
        <p role="status" className="visually-hidden">
          {total > 0 ? t("resultsCount", { count: total }) : t("noResults")}
        </p>
        {opened ? (
          <div className="facet-sheet__panel">
            <div className="facet-sheet__head">
              <h2 id={titleId}>{t("filters")}</h2>
              <button type="button" className="icon-button" onClick={() => setOpen(false)} aria-label={t("closeFilters")}>
                <X aria-hidden="true" size={22} />
              </button>
            </div>
            <FacetForm
              query={query}
              facets={facets}
              labelledBy={titleId}
              onSubmitted={() => setOpen(false)}
              footer={
                <div className="facet-sheet__foot">
                  <button type="submit" className="button button--primary facet-sheet__show" aria-busy={loading}>
                    {t(total === 1 ? "showOneResult" : "showResults", { count: total })}
                  </button>
                </div>
              }
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
