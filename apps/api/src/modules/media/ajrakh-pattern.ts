import { arrangementsOf, type Inks, isPaletteName, type PaletteName } from "./ajrakh-inks.ts";
import {
  BORDER_MOTIFS,
  BORDER_REPEAT,
  type BorderMotif,
  borderTile,
  FIELD_MOTIFS,
  type FieldMotif,
  fieldTile,
} from "./ajrakh-motifs.ts";

/*
 * The demo shop has no photographs and may not download any (spec: the shop runs offline),
 * so every product picture is a block-printed cloth drawn from its key. The key picks the
 * design; a trailing view number (1, 2, 3) picks how the cloth is shown. The drawing is done
 * in an 800 x 1000 (4:5) frame and only scaled to the requested width, so every width of
 * one key shows the same picture, as a srcset expects.
 */

const FRAME_W = 800;
const FRAME_H = 1000;

type View = 1 | 2 | 3;

interface Design {
  inks: Inks;
  field: FieldMotif;
  pallu: FieldMotif;
  border: BorderMotif;
  /** Side of one field repeat in frame units. */
  tile: number;
  /** Field set square (0) or on the diagonal (45). */
  setAngle: number;
  /** Depth of the wide border bands in frame units. */
  band: number;
  rand: () => number;
}

export function ajrakhSvg(key: string, width: number): string {
  const { base, view } = splitView(key);
  const design = designOf(base);
  const height = Math.round((width * 5) / 4);
  const body = view === 2 ? closeUp(design) : view === 3 ? borderView(design) : fullCloth(design);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${FRAME_W} ${FRAME_H}">${body}</svg>`;
}

/** `indigo-kutch-saree-2` is view 2 of `indigo-kutch-saree`; a key without a view number is view 1. */
function splitView(key: string): { base: string; view: View } {
  const match = /^(.+)-([123])$/.exec(key);
  if (!match?.[1]) return { base: key, view: 1 };
  return { base: match[1], view: Number(match[2]) as View };
}

function designOf(base: string): Design {
  const rand = mulberry32(fnv1a(base));
  const paletteName = base.split("-")[0] ?? "";
  const palette: PaletteName = isPaletteName(paletteName) ? paletteName : "indigo";
  const inks = pick(rand, arrangementsOf(palette));
  const field = pick(rand, FIELD_MOTIFS);
  const pallu = pick(
    rand,
    FIELD_MOTIFS.filter((motif) => motif !== field),
  );
  return {
    inks,
    field,
    pallu,
    border: pick(rand, BORDER_MOTIFS),
    tile: pick(rand, [72, 84, 96, 110]),
    setAngle: rand() < 0.3 ? 45 : 0,
    band: pick(rand, [120, 140, 160]),
    rand,
  };
}

/** View 1: the whole cloth laid out, field within borders, folds falling through it. */
function fullCloth(d: Design): string {
  const side = 0.5;
  const defs =
    fieldPattern("field", d.field, d.inks, d.tile, d.setAngle, 0, 0) + bandPatterns(d, d.band) + weave() + folds(d, "vertical");
  const sides =
    `<g transform="matrix(0,${side},${side},0,0,0)">${band(FRAME_H / side, d.band, d.inks)}</g>` +
    `<g transform="matrix(0,${side},${-side},0,${FRAME_W},0)">${band(FRAME_H / side, d.band, d.inks)}</g>`;
  const ends =
    `<g>${band(FRAME_W, d.band, d.inks)}</g>` + `<g transform="matrix(1,0,0,-1,0,${FRAME_H})">${band(FRAME_W, d.band, d.inks)}</g>`;
  return `<defs>${defs}</defs><rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#field)"/>${sides}${ends}${finish()}`;
}

/** View 2: close to the central motif, block at 2.6x, the cloth lying a little askew. */
function closeUp(d: Design): string {
  const tile = d.tile * 2.6;
  const tilt = Math.round((d.rand() * 10 - 5) * 10) / 10;
  // Centre a motif a little off the middle of the frame, as a photographer would.
  const dx = FRAME_W / 2 - tile / 2 + tile * (d.rand() * 0.3 - 0.15);
  const dy = FRAME_H * 0.45 - tile / 2;
  const defs = fieldPattern("field", d.field, d.inks, tile, d.setAngle + tilt, dx, dy) + weave() + folds(d, "diagonal");
  return `<defs>${defs}</defs><rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#field)"/>${finish()}`;
}

/** View 3: the border and pallu end: a strip of field, the wide border, then the pallu. */
function borderView(d: Design): string {
  const bandDepth = 330;
  const bandEdge = 740;
  const palluInks: Inks = { ...d.inks, ground: d.inks.motif, motif: d.inks.ground };
  const defs =
    fieldPattern("field", d.field, d.inks, d.tile * 1.4, d.setAngle, 0, 0) +
    fieldPattern("pallu", d.pallu, palluInks, 120, 0, 0, bandEdge) +
    bandPatterns(d, bandDepth) +
    weave() +
    folds(d, "horizontal");
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${FRAME_W}" height="${bandEdge}" fill="url(#field)"/>` +
    `<rect y="${bandEdge}" width="${FRAME_W}" height="${FRAME_H - bandEdge}" fill="url(#pallu)"/>` +
    `<g transform="matrix(1,0,0,-1,0,${bandEdge})">${band(FRAME_W, bandDepth, d.inks)}</g>` +
    `<rect y="${bandEdge}" width="${FRAME_W}" height="10" fill="${d.inks.detail}"/>` +
    `<rect y="${bandEdge + 10}" width="${FRAME_W}" height="4" fill="${d.inks.line}"/>` +
    finish()
  );
}

function fieldPattern(id: string, motif: FieldMotif, inks: Inks, size: number, angle: number, dx: number, dy: number): string {
  const s = size / 100;
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="100" height="100" patternTransform="translate(${r(dx)},${r(dy)}) rotate(${r(angle)}) scale(${r(s)})">${fieldTile(motif, inks)}</pattern>`;
}

/*
 * A border band, drawn along x with its outer edge at y = 0 and `depth` deep, in the stripes
 * an Ajrakh border is built of: a solid outer stripe, the main block, a row of resist dots,
 * then teeth biting into the field.
 */
const STRIPES = { outer: 0.08, main: [0.1, 0.56], dots: [0.6, 0.74], teeth: [0.79, 1] } as const;

function bandPatterns(d: Design, depth: number): string {
  const main = STRIPES.main[1] - STRIPES.main[0];
  const dots = STRIPES.dots[1] - STRIPES.dots[0];
  const teeth = STRIPES.teeth[1] - STRIPES.teeth[0];
  const c = d.inks;
  const y = (fraction: number) => r(fraction * depth);
  return (
    `<pattern id="band" patternUnits="userSpaceOnUse" width="${BORDER_REPEAT[d.border]}" height="100" patternTransform="translate(0,${y(STRIPES.main[0])}) scale(${r((main * depth) / 100)})">${borderTile(d.border, c)}</pattern>` +
    `<pattern id="dots" patternUnits="userSpaceOnUse" width="70" height="100" patternTransform="translate(0,${y(STRIPES.dots[0])}) scale(${r((dots * depth) / 100)})"><rect width="70" height="100" fill="${c.detail}"/><circle cx="35" cy="50" r="22" fill="${c.line}"/><circle cx="35" cy="50" r="8" fill="${c.motif}"/></pattern>` +
    `<pattern id="teeth" patternUnits="userSpaceOnUse" width="60" height="100" patternTransform="translate(0,${y(STRIPES.teeth[0])}) scale(${r((teeth * depth) / 100)})"><path d="M0,0L30,92L60,0Z" fill="${c.motif}" stroke="${c.line}" stroke-width="5" stroke-linejoin="round"/><circle cx="30" cy="28" r="8" fill="${c.line}"/></pattern>`
  );
}

function band(length: number, depth: number, c: Inks): string {
  const stripe = (from: number, to: number, fill: string) =>
    `<rect y="${r(from * depth)}" width="${r(length)}" height="${r(Math.max((to - from) * depth, 1.5))}" fill="${fill}"/>`;
  const [mainFrom, mainTo] = STRIPES.main;
  const [dotsFrom, dotsTo] = STRIPES.dots;
  const [teethFrom, teethTo] = STRIPES.teeth;
  return (
    stripe(0, teethFrom, c.detail) +
    stripe(0, STRIPES.outer, c.second) +
    stripe(STRIPES.outer, STRIPES.outer + 0.012, c.line) +
    stripe(mainFrom, mainTo, "url(#band)") +
    stripe(mainTo + 0.012, mainTo + 0.024, c.line) +
    stripe(dotsFrom, dotsTo, "url(#dots)") +
    stripe(dotsTo + 0.015, dotsTo + 0.03, c.line) +
    stripe(teethFrom, teethTo, "url(#teeth)")
  );
}

/** A faint warp-and-weft grain so flat colour reads as cotton. */
function weave(): string {
  return `<pattern id="weave" patternUnits="userSpaceOnUse" width="3" height="3"><rect width="3" height="1" fill="#000" fill-opacity="0.07"/><rect width="1" height="3" fill="#fff" fill-opacity="0.05"/></pattern>`;
}

/** Soft light and shade of cloth that is hanging (vertical), lying (diagonal) or folded across (horizontal). */
function folds(d: Design, direction: "vertical" | "diagonal" | "horizontal"): string {
  const [x2, y2] = direction === "vertical" ? [1, 0] : direction === "horizontal" ? [0, 1] : [1, 1];
  const count = direction === "diagonal" ? 2 : 4;
  let stops = "";
  for (let i = 0; i <= count * 2; i++) {
    const offset = Math.min(1, Math.max(0, i / (count * 2) + (d.rand() - 0.5) * 0.06));
    const shade = i % 2 === 0 ? `stop-color="#000" stop-opacity="${r(0.1 + d.rand() * 0.1)}"` : `stop-color="#fff" stop-opacity="${r(0.04 + d.rand() * 0.05)}"`;
    stops += `<stop offset="${r(offset)}" ${shade}/>`;
  }
  return `<linearGradient id="folds" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops}</linearGradient>`;
}

function finish(): string {
  return `<rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#weave)"/><rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#folds)"/>`;
}

function r(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** 32-bit FNV-1a: a stable, well-spread hash of the key, so a key always draws the same cloth. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A tiny seeded generator: the same key makes the same choices in every process. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
