import { type BetterWhen, type FigureKind, figureChange, formatFigure } from "./report-format.ts";

/** One headline number of the period, beside the same number for the period before. */
export interface HeadlineFigure {
  label: string;
  /** Null for a rate with nothing to divide by. */
  current: number | null;
  previous: number | null;
  kind: FigureKind;
  better?: BetterWhen;
  /** A word on how it is counted, under the figure. */
  note?: string;
}

/**
 * The period's headline numbers as cards. The change is an arrow and a figure ("↑ 12%"), with its
 * meaning in words for screen readers; green or red only repeats what the arrow says.
 */
export function HeadlineFigures({ figures }: { figures: HeadlineFigure[] }) {
  return (
    <ul className="report-figures">
      {figures.map((figure) => {
        const change = figureChange(figure.current, figure.previous, figure.kind, figure.better);
        return (
          <li key={figure.label} className="report-figure">
            <span className="report-figure__label">{figure.label}</span>
            <strong className="report-figure__value">{formatFigure(figure.current, figure.kind)}</strong>
            <span className={`report-change report-change--${change.tone}`}>
              <span aria-hidden="true">{change.text}</span>
              <span className="visually-hidden">{change.words}</span>
            </span>
            <span className="report-figure__previous">Before: {formatFigure(figure.previous, figure.kind)}</span>
            {figure.note ? <span className="report-figure__note">{figure.note}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
