import { useId } from "react";

/** Ajrakh's natural dyes. */
const INDIGO = "#1F2E5C";
const MADDER = "#A3262A";
const INK = "#1C1A17";
const GROUND = "#F6F0E6";

/** React ids contain characters that are awkward inside url(#...); keep letters and digits. */
function usePatternId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
}

/**
 * The thin repeating block-print border under the header and above the footer. Its tile is a
 * background in header.css: drawn inline, the same pattern weighed 1.1 kB of HTML twice on every page.
 */
export function BlockPrintBorder() {
  return <div className="block-print-border" aria-hidden="true" />;
}

/** A panel of Ajrakh's star-and-rosette lattice (the jaal), drawn rather than photographed. */
export function AjrakhPanel({ className = "" }: { className?: string }) {
  const id = usePatternId("jaal");
  return (
    <svg className={className} aria-hidden="true" focusable="false" viewBox="0 0 480 600" preserveAspectRatio="xMidYMid slice">
      <defs>
        <pattern id={id} width="60" height="60" patternUnits="userSpaceOnUse">
          <rect width="60" height="60" fill={INDIGO} />
          <polygon points="30,12 48,30 30,48 12,30" fill={MADDER} stroke={GROUND} strokeWidth="1.2" />
          <rect x="18.5" y="18.5" width="23" height="23" fill={MADDER} stroke={GROUND} strokeWidth="1.2" />
          <polygon points="30,16 44,30 30,44 16,30" fill={MADDER} />
          <circle cx="30" cy="30" r="7" fill={INK} stroke={GROUND} strokeWidth="1.2" />
          <circle cx="30" cy="30" r="2.2" fill={GROUND} />
          {[0, 60].map((x) =>
            [0, 60].map((y) => (
              <g key={`${x}-${y}`}>
                <circle cx={x} cy={y} r="8" fill={MADDER} stroke={GROUND} strokeWidth="1.2" />
                <circle cx={x} cy={y} r="3.5" fill={INK} stroke={GROUND} strokeWidth="1" />
              </g>
            )),
          )}
          <polygon points="30,0 33,3 30,6 27,3" fill={GROUND} />
          <polygon points="30,54 33,57 30,60 27,57" fill={GROUND} />
          <polygon points="0,27 3,30 0,33" fill={GROUND} />
          <polygon points="60,27 57,30 60,33" fill={GROUND} />
          {[
            [13, 13],
            [47, 13],
            [13, 47],
            [47, 47],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.1" fill={GROUND} />
          ))}
        </pattern>
      </defs>
      <rect width="480" height="600" fill={`url(#${id})`} />
    </svg>
  );
}
