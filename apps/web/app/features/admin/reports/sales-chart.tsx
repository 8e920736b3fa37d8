import { axisSteps, formatAxisRupees } from "./report-format.ts";

/**
 * Net sales over the period as bars, the period before as a faint dashed line over them, drawn on the
 * server as SVG: no chart library and no script. A day whose cancellations outweigh its sales has
 * negative net sales: its bar goes down from the zero line, and the axis with it. An SVG scales its
 * text with its width, so the page draws it twice, for a phone's width and for a desk's, and CSS
 * shows the one that fits (the numbers are also in a table under it).
 */

export interface ChartBar {
  /** What the bar is (a day or a week), for the axis: "5 Nov". */
  label: string;
  /** The same, written out for the bar's tooltip: "Thu, 5 Nov 2026". */
  title: string;
  current: number;
  /** The same place in the period before; null when that period is shorter. */
  previous: number | null;
}

const SIZES = {
  narrow: { width: 360, height: 220, font: 12, xLabels: 4 },
  wide: { width: 960, height: 300, font: 14, xLabels: 10 },
} as const;

/** Indexes of about `count` labels spread over `n` bars, always the first and the last. */
function labelledBars(n: number, count: number): Set<number> {
  if (n <= count) return new Set(Array.from({ length: n }, (_, index) => index));
  const every = (n - 1) / (count - 1);
  return new Set(Array.from({ length: count }, (_, index) => Math.round(index * every)));
}

export function SalesChart({ bars, size, label }: { bars: ChartBar[]; size: keyof typeof SIZES; label: string }) {
  const { width, height, font, xLabels } = SIZES[size];
  const values = bars.flatMap((bar) => [bar.current, bar.previous ?? 0]);
  const steps = axisSteps(Math.max(0, ...values), size === "narrow" ? 3 : 4, Math.min(0, ...values));
  const axisBottom = steps[0] ?? 0;
  const axisTop = steps.at(-1) ?? 1;
  const tickLabels = steps.map(formatAxisRupees);
  // Room for the longest ₹ label at about 0.6 em a character.
  const left = Math.ceil(Math.max(...tickLabels.map((text) => text.length)) * font * 0.6) + 10;
  const right = 8;
  const plotTop = font;
  const plotBottom = height - font * 2 - 4;
  const plotWidth = width - left - right;
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => plotBottom - ((value - axisBottom) / (axisTop - axisBottom)) * (plotBottom - plotTop);
  const zero = y(0);
  const middle = (index: number) => left + slot * index + slot / 2;
  const labelled = labelledBars(bars.length, xLabels);
  // With many thin bars the first and last labels would overhang the plot: they keep to its edges.
  const crowded = bars.length > xLabels;
  const dayLabelPlace = (index: number) =>
    crowded && index === 0
      ? { x: left, textAnchor: "start" as const }
      : crowded && index === bars.length - 1
        ? { x: width - right, textAnchor: "end" as const }
        : { x: middle(index), textAnchor: "middle" as const };
  const previous = bars.flatMap((bar, index) => (bar.previous === null ? [] : [[middle(index), y(bar.previous)] as const]));
  const previousPath =
    previous.length === 1
      ? `M${(previous[0]?.[0] ?? 0) - slot / 2},${previous[0]?.[1]}h${slot}`
      : previous.map(([x, at], index) => `${index === 0 ? "M" : "L"}${x.toFixed(1)},${at.toFixed(1)}`).join("");
  return (
    <svg
      className={`sales-chart sales-chart--${size}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      fontSize={font}
    >
      <g className="sales-chart__grid">
        {steps.map((step, index) => (
          <g key={step}>
            <line x1={left} x2={width - right} y1={y(step)} y2={y(step)} />
            <text x={left - 6} y={y(step)} dy="0.35em" textAnchor="end">
              {tickLabels[index]}
            </text>
          </g>
        ))}
      </g>
      <g className="sales-chart__bars">
        {bars.map((bar, index) => (
          <rect
            key={bar.title}
            x={middle(index) - barWidth / 2}
            y={Math.min(zero, y(bar.current))}
            width={barWidth}
            height={Math.abs(zero - y(bar.current))}
            className={bar.current < 0 ? "sales-chart__below" : undefined}
          >
            <title>{`${bar.title}: ${formatAxisRupees(bar.current)}`}</title>
          </rect>
        ))}
      </g>
      {axisBottom < 0 ? <line className="sales-chart__zero" x1={left} x2={width - right} y1={zero} y2={zero} /> : null}
      {previousPath ? <path className="sales-chart__previous" d={previousPath} /> : null}
      <g className="sales-chart__days">
        {bars.map((bar, index) =>
          labelled.has(index) ? (
            <text key={bar.title} y={height - font} {...dayLabelPlace(index)}>
              {bar.label}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
