import { arrangementsOf, DYE, type Inks, isPaletteName, type PaletteName } from "./ajrakh-inks.ts";
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
 * The demo shop has no photographs and may not download any (the shop runs offline), so each
 * product picture is a block-printed cloth drawn from its image key. The key picks the design;
 * a trailing view number (1, 2, 3) picks how the cloth is shown. Everything is drawn in an
 * 800 x 1000 (4:5) frame and only scaled to the requested width, so every width of one key
 * is the same picture, as a srcset expects.
 *
 * Speed rule: librsvg paints a <pattern> fast only when its tile lands on whole device pixels
 * and it has no patternTransform; otherwise it paints tile by tile, 20 to 50 times slower.
 * The widths served (320, 480, 800, 1200) scale the frame by 0.4, 0.6, 1 and 1.5, so every
 * pattern tile size and offset below is a multiple of 10 frame units, and orientation is
 * drawn inside the tile instead of transforming the pattern.
 */

const FRAME_W = 800;
const FRAME_H = 1000;

type View = 1 | 2 | 3;

interface Design {
  inks: Inks;
  field: FieldMotif;
  pallu: FieldMotif;
  border: BorderMotif;
  /** Side of one field repeat in frame units (a multiple of 10). */
  tile: number;
  /** Field set square, or on the diagonal (turned 45 degrees). */
  diagonal: boolean;
  /** Height of the main border block in frame units (a multiple of 10). */
  borderBlock: number;
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
  const diagonal = rand() < 0.3;
  return {
    inks,
    field,
    pallu: pick(
      rand,
      FIELD_MOTIFS.filter((motif) => motif !== field),
    ),
    border: pick(rand, BORDER_MOTIFS),
    tile: diagonal ? pick(rand, [110, 130, 150]) : pick(rand, [70, 80, 90, 100, 110]),
    diagonal,
    borderBlock: pick(rand, [60, 70, 80]),
    rand,
  };
}

/** View 1: the whole cloth laid out, field within borders, folds falling through it. */
function fullCloth(d: Design): string {
  const wide: BandSpec = { outer: 10, block: d.borderBlock, dots: 20, teeth: 30 };
  const narrow: BandSpec = { outer: 10, block: 40, dots: 0, teeth: 20 };
  const bands = [
    band(d, "left", 0, narrow),
    band(d, "right", FRAME_W, narrow),
    band(d, "top", 0, wide),
    band(d, "bottom", FRAME_H, wide),
  ];
  const defs =
    fieldPattern("field", d.field, d.inks, d.tile, d.diagonal) + bands.map((b) => b.defs).join("") + finishDefs(d, "vertical");
  return `<defs>${defs}</defs><rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#field)"/>${bands.map((b) => b.body).join("")}${finish()}`;
}

/**
 * View 2: close to the central motif, the block at 2.6 times, the cloth lying a little askew.
 * Few tiles show at this scale, so they are placed one by one (a turned pattern is slow).
 */
function closeUp(d: Design): string {
  const scale = (d.tile * 2.6) / (d.diagonal ? 100 * Math.SQRT2 : 100);
  const tilt = (d.diagonal ? 45 : 0) + Math.round((d.rand() * 10 - 5) * 10) / 10;
  // A motif centre sits a little off the middle of the frame, as a photographer would put it.
  const cx = FRAME_W / 2 + (d.rand() - 0.5) * 120;
  const cy = FRAME_H * 0.42;
  const size = 100 * scale;
  const reach = Math.ceil(Math.hypot(FRAME_W, FRAME_H) / size);
  const [cos, sin] = [Math.cos((tilt * Math.PI) / 180), Math.sin((tilt * Math.PI) / 180)];
  let tiles = "";
  for (let col = -reach; col <= reach; col++) {
    for (let row = -reach; row <= reach; row++) {
      // Only blocks that reach into the frame are printed.
      const x = cx + (col * cos - row * sin) * size;
      const y = cy + (col * sin + row * cos) * size;
      const margin = size * 0.75;
      if (x < -margin || x > FRAME_W + margin || y < -margin || y > FRAME_H + margin) continue;
      tiles += `<use href="#block" x="${col * 100 - 50}" y="${row * 100 - 50}"/>`;
    }
  }
  const defs = `<clipPath id="cell"><rect x="-0.5" y="-0.5" width="101" height="101"/></clipPath><g id="block" clip-path="url(#cell)">${fieldTile(d.field, d.inks)}</g>${finishDefs(d, "diagonal")}`;
  return (
    `<defs>${defs}</defs><rect width="${FRAME_W}" height="${FRAME_H}" fill="${d.inks.ground}"/>` +
    `<g transform="translate(${r(cx)},${r(cy)}) rotate(${r(tilt)}) scale(${r(scale)})">${tiles}</g>${finish()}`
  );
}

/** View 3: the border and the pallu end: field above, the wide border, then the pallu. */
function borderView(d: Design): string {
  const edge = 760;
  const spec: BandSpec = { outer: 20, block: d.borderBlock * 2, dots: 30, teeth: 50 };
  const palluInks: Inks = { ...d.inks, ground: d.inks.motif, motif: d.inks.ground };
  const border = band(d, "bottom", edge, spec);
  const defs =
    fieldPattern("field", d.field, d.inks, Math.round((d.tile * 1.4) / 10) * 10, d.diagonal) +
    fieldPattern("pallu", d.pallu, palluInks, 120, false, edge) +
    border.defs +
    finishDefs(d, "horizontal");
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${FRAME_W}" height="${edge}" fill="url(#field)"/>` +
    `<rect y="${edge}" width="${FRAME_W}" height="${FRAME_H - edge}" fill="url(#pallu)"/>` +
    border.body +
    `<rect y="${edge}" width="${FRAME_W}" height="10" fill="${d.inks.detail}"/>` +
    `<rect y="${edge + 4}" width="${FRAME_W}" height="2.5" fill="${DYE.natural}"/>` +
    finish()
  );
}

function fieldPattern(id: string, motif: FieldMotif, inks: Inks, size: number, diagonal: boolean, y = 0): string {
  const tile = fieldTile(motif, inks);
  let content: string;
  if (diagonal) {
    // The block turned 45 degrees: one impression centred, quarters of four more at the corners.
    const k = size / (100 * Math.SQRT2);
    content = `<rect width="${size}" height="${size}" fill="${inks.ground}"/>`;
    for (const [x, yy] of [
      [size / 2, size / 2],
      [0, 0],
      [size, 0],
      [0, size],
      [size, size],
    ] as const) {
      content += `<g transform="translate(${r(x)},${r(yy)}) rotate(45) scale(${r(k)}) translate(-50,-50)"><g clip-path="url(#${id}-cell)">${tile}</g></g>`;
    }
    content = `<clipPath id="${id}-cell"><rect x="-0.5" y="-0.5" width="101" height="101"/></clipPath>${content}`;
  } else {
    content = `<g transform="scale(${r(size / 100)})">${tile}</g>`;
  }
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" y="${y}" width="${size}" height="${size}">${content}</pattern>`;
}

/*
 * A border band in the stripes an Ajrakh border is built of, from the cloth's edge inwards:
 * a solid outer stripe, the main block, a row of resist dots, then teeth biting into the
 * field, with black gaps and white rules between. Sizes are frame units, multiples of 10.
 */
interface BandSpec {
  outer: number;
  block: number;
  dots: number;
  teeth: number;
}

type Side = "top" | "bottom" | "left" | "right";

function band(d: Design, side: Side, edge: number, spec: BandSpec): { defs: string; body: string } {
  const c = d.inks;
  const gap = 10;
  const blockAt = spec.outer + gap;
  const dotsAt = blockAt + spec.block + gap;
  const teethAt = dotsAt + (spec.dots ? spec.dots + gap : 0);
  const id = (name: string) => `${side}-${name}`;

  const blockLength = Math.max(10, Math.round((BORDER_REPEAT[d.border] * spec.block) / 1000) * 10);
  const blockTile = `<g transform="scale(${r(blockLength / BORDER_REPEAT[d.border])},${r(spec.block / 100)})">${borderTile(d.border, c)}</g>`;
  const dotsTile = `<rect width="${spec.dots}" height="${spec.dots}" fill="${c.detail}"/><circle cx="${spec.dots / 2}" cy="${spec.dots / 2}" r="${r(spec.dots * 0.3)}" fill="${DYE.natural}"/><circle cx="${spec.dots / 2}" cy="${spec.dots / 2}" r="${r(spec.dots * 0.11)}" fill="${c.motif}"/>`;
  const toothLength = Math.max(10, Math.round((spec.teeth * 0.7) / 10) * 10);
  const teethTile = `<path d="M0,0L${toothLength / 2},${r(spec.teeth * 0.92)}L${toothLength},0Z" fill="${c.motif}" stroke="${c.line}" stroke-width="${r(spec.teeth * 0.06)}" stroke-linejoin="round"/><circle cx="${toothLength / 2}" cy="${r(spec.teeth * 0.3)}" r="${r(toothLength * 0.12)}" fill="${DYE.natural}"/>`;

  const rule = (at: number, depth: number, fill: string) => stripeRect(side, edge, at, depth, fill);
  let defs = stripePattern(id("block"), side, edge, blockAt, blockLength, spec.block, blockTile);
  defs += stripePattern(id("teeth"), side, edge, teethAt, toothLength, spec.teeth, teethTile);
  let body = rule(0, teethAt, c.detail) + rule(0, spec.outer, c.second) + rule(spec.outer + 4, 2.5, DYE.natural);
  body += rule(blockAt, spec.block, `url(#${id("block")})`) + rule(dotsAt - 6, 2.5, DYE.natural);
  if (spec.dots) {
    defs += stripePattern(id("dots"), side, edge, dotsAt, spec.dots, spec.dots, dotsTile);
    body += rule(dotsAt, spec.dots, `url(#${id("dots")})`) + rule(teethAt - 6, 2.5, DYE.natural);
  }
  body += rule(teethAt, spec.teeth, `url(#${id("teeth")})`);
  return { defs, body };
}

/** A rectangle `depth` deep lying `at` units in from the cloth's edge on one side. */
function stripeRect(side: Side, edge: number, at: number, depth: number, fill: string): string {
  const [x, y, w, h] =
    side === "top"
      ? [0, edge + at, FRAME_W, depth]
      : side === "bottom"
        ? [0, edge - at - depth, FRAME_W, depth]
        : side === "left"
          ? [edge + at, 0, depth, FRAME_H]
          : [edge - at - depth, 0, depth, FRAME_H];
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"/>`;
}

/**
 * A repeating border block drawn along x with its outer side at y = 0, turned to lie along
 * `side` by a transform inside the tile (see the speed rule above).
 */
function stripePattern(id: string, side: Side, edge: number, at: number, length: number, depth: number, tile: string): string {
  const box =
    side === "top"
      ? { x: 0, y: edge + at, w: length, h: depth, t: "" }
      : side === "bottom"
        ? { x: 0, y: edge - at - depth, w: length, h: depth, t: `matrix(1,0,0,-1,0,${depth})` }
        : side === "left"
          ? { x: edge + at, y: 0, w: depth, h: length, t: "matrix(0,1,1,0,0,0)" }
          : { x: edge - at - depth, y: 0, w: depth, h: length, t: `matrix(0,1,-1,0,${depth},0)` };
  const content = box.t ? `<g transform="${box.t}">${tile}</g>` : tile;
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}">${content}</pattern>`;
}

/*
 * What makes flat colour read as cloth: a faint warp-and-weft grain, uneven dye uptake
 * (soft blotches; a real filter for ink bleed costs 0.7 s a picture in librsvg), and the light
 * and shade of cloth hanging (vertical), lying (diagonal) or folded across (horizontal).
 */
function finishDefs(d: Design, direction: "vertical" | "diagonal" | "horizontal"): string {
  let threads = "";
  for (let i = 0; i < 10; i += 2.5) {
    threads += `<rect y="${i}" width="10" height="0.9" fill="#000" fill-opacity="0.07"/><rect x="${i}" width="0.9" height="10" fill="#fff" fill-opacity="0.05"/>`;
  }
  const weave = `<pattern id="weave" patternUnits="userSpaceOnUse" width="10" height="10">${threads}</pattern>`;

  const mottle = `<radialGradient id="mottle" cx="${r(0.2 + d.rand() * 0.6)}" cy="${r(0.2 + d.rand() * 0.6)}" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.06"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient>`;

  const [x2, y2] = direction === "vertical" ? [1, 0] : direction === "horizontal" ? [0, 1] : [1, 1];
  const count = direction === "diagonal" ? 2 : 4;
  let stops = "";
  for (let i = 0; i <= count * 2; i++) {
    const offset = Math.min(1, Math.max(0, i / (count * 2) + (d.rand() - 0.5) * 0.06));
    const shade =
      i % 2 === 0
        ? `stop-color="#000" stop-opacity="${r(0.06 + d.rand() * 0.08)}"`
        : `stop-color="#fff" stop-opacity="${r(0.03 + d.rand() * 0.04)}"`;
    stops += `<stop offset="${r(offset)}" ${shade}/>`;
  }
  return `${weave}${mottle}<linearGradient id="folds" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops}</linearGradient>`;
}

function finish(): string {
  return ["weave", "mottle", "folds"].map((id) => `<rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#${id})"/>`).join("");
}

function r(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** 32-bit FNV-1a: a stable, well-spread hash, so a key draws the same cloth in every process. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator for the design's choices. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
