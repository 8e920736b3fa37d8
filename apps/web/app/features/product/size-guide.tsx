import type { SizeChart } from "@chhaap/contract/size-charts";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Ruler, X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { formatMeasure, MEASURE_WORDS, pieceWord, type SizeUnit } from "./size-chart.ts";

const UNITS: SizeUnit[] = ["in", "cm"];

/**
 * Size guide side panel with In and Cm tabs. A modal <dialog> sliding in from the inline end:
 * focus stays inside, Escape or a click outside closes it, and focus returns to its button. The panel
 * and its dialog are drawn at their first opening: only scripts can open them, so the server's page
 * need not carry them.
 */
export function SizeGuide({ chart }: { chart: SizeChart }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const dialog = useModalDialog(open, () => setOpen(false));
  const titleId = useId();

  return (
    <>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <Ruler aria-hidden="true" size={16} />
        <span>{t("sizeGuide")}</span>
      </button>
      {opened ? (
        <dialog {...dialog} className="side-panel" aria-labelledby={titleId}>
          <div className="side-panel__body">
            <div className="side-panel__head">
              <h2 id={titleId}>{t("sizeGuide")}</h2>
              <button type="button" className="icon-button" onClick={() => setOpen(false)} aria-label={t("closeSizeGuide")}>
                <X aria-hidden="true" size={22} />
              </button>
            </div>
            <SizeChartTabs chart={chart} />
            <p className="side-panel__note">{t(chart.kind === "body" ? "sizeGuideBodyNote" : "sizeGuidePieceNote")}</p>
          </div>
        </dialog>
      ) : null}
    </>
  );
}

/** ARIA tabs: arrow keys move between In and Cm, and the chosen tab's panel shows the table. */
function SizeChartTabs({ chart }: { chart: SizeChart }) {
  const t = useT();
  const id = useId();
  const [unit, setUnit] = useState<SizeUnit>("in");
  const tabRefs = useRef<Record<SizeUnit, HTMLButtonElement | null>>({ in: null, cm: null });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const index = UNITS.indexOf(unit);
    const next =
      event.key === "Home"
        ? UNITS[0]
        : event.key === "End"
          ? UNITS[UNITS.length - 1]
          : UNITS[(index + (event.key === "ArrowRight" ? 1 : UNITS.length - 1)) % UNITS.length];
    if (!next) return;
    setUnit(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="size-tabs">
      <div role="tablist" aria-label={t("measurementUnit")} className="size-tabs__list">
        {UNITS.map((candidate) => (
          <button
            key={candidate}
            ref={(element) => {
              tabRefs.current[candidate] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${candidate}`}
            aria-selected={unit === candidate}
            aria-controls={`${id}-panel`}
            tabIndex={unit === candidate ? 0 : -1}
            className="size-tabs__tab"
            onClick={() => setUnit(candidate)}
            onKeyDown={onKeyDown}
          >
            {t(candidate === "in" ? "unitIn" : "unitCm")}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${unit}`} className="size-tabs__panel">
        <SizeTable chart={chart} unit={unit} />
      </div>
    </div>
  );
}

/** Stitched wear: a row per size. Drapes and linen: a row per piece, named in the shopper's language. */
function SizeTable({ chart, unit }: { chart: SizeChart; unit: SizeUnit }) {
  const t = useT();
  const unitName = t(unit === "in" ? "inches" : "centimetres");
  const body = chart.kind === "body";
  return (
    <table className="size-table">
      <caption>{t(body ? "garmentMeasurements" : "pieceMeasurements", { unit: unitName })}</caption>
      <thead>
        <tr>
          <th scope="col">{t(body ? "size" : "piece")}</th>
          {chart.measures.map((measure) => (
            <th key={measure} scope="col">
              {t(MEASURE_WORDS[measure])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.rows.map((row) => {
          const word = body ? undefined : pieceWord(row.label);
          return (
            <tr key={row.label}>
              <th scope="row">{word ? t(word) : row.label}</th>
              {row.inches.map((inches, index) => (
                <td key={chart.measures[index]}>{formatMeasure(inches, unit)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
