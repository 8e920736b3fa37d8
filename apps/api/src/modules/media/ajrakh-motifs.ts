import { DYE, type Inks } from "./ajrakh-inks.ts";

/** Dots inside filled shapes are always the white the resist paste leaves, whatever the outline ink. */
const RESIST = DYE.natural;

/*
 * The printing blocks. A field block is a 100 x 100 tile; shapes that sit on its corners and
 * edges are drawn on every corner/edge so that neighbouring tiles complete them, exactly as a
 * printer lines up a wooden block with the previous impression. A border block is W x 100,
 * repeated along the band.
 */

export const FIELD_MOTIFS = ["star", "rosette", "jaal", "kharek", "champakali", "diamond", "circles"] as const;
export type FieldMotif = (typeof FIELD_MOTIFS)[number];

export const BORDER_MOTIFS = ["lahar", "teeth", "buds", "diamonds", "stars"] as const;
export type BorderMotif = (typeof BORDER_MOTIFS)[number];

const CORNERS: readonly (readonly [number, number])[] = [
  [0, 0],
  [100, 0],
  [0, 100],
  [100, 100],
];
const EDGES: readonly (readonly [number, number])[] = [
  [50, 0],
  [0, 50],
  [100, 50],
  [50, 100],
];

function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function circle(cx: number, cy: number, r: number, fill: string, stroke?: string, width = 0): string {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="${n(width)}"` : "";
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${outline}/>`;
}

function shape(d: string, fill: string, stroke: string, width: number, transform = ""): string {
  const t = transform ? ` transform="${transform}"` : "";
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linejoin="round"${t}/>`;
}

/** Ajrakh's eight-pointed star: two squares turned 45 degrees on each other. */
function star8(cx: number, cy: number, r: number): string {
  const inner = r * 0.765;
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const radius = i % 2 === 0 ? r : inner;
    const angle = (i * Math.PI) / 8 - Math.PI / 2;
    points.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join("L")}Z`;
}

function dotRing(cx: number, cy: number, r: number, count: number, dotR: number, fill: string, offset = 0): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = ((i + offset) * 2 * Math.PI) / count;
    out += circle(cx + r * Math.cos(angle), cy + r * Math.sin(angle), dotR, fill);
  }
  return out;
}

/** A petal pointing up from the centre, `len` long; rotate it into place. */
function petal(len: number, width: number, start = 5): string {
  const w = width / 2;
  return `M0,${-start}C${w},${-(start + len * 0.25)} ${w},${-(start + len * 0.7)} 0,${-(start + len)}C${-w},${-(start + len * 0.7)} ${-w},${-(start + len * 0.25)} 0,${-start}Z`;
}

/** The champakali (magnolia bud): a plump teardrop with a cleft line. */
function bud(len: number): string {
  return `M0,-3C${n(len * 0.34)},-${n(len * 0.3)} ${n(len * 0.3)},-${n(len * 0.75)} 0,-${n(len)}C-${n(len * 0.3)},-${n(len * 0.75)} -${n(len * 0.34)},-${n(len * 0.3)} 0,-3Z`;
}

function rosette(cx: number, cy: number, r: number, c: Inks, petals = 8): string {
  let out = "";
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i + 180 / petals;
    out += shape(petal(r * 0.55, r * 0.32, r * 0.28), c.detail, c.line, r * 0.04, `translate(${n(cx)},${n(cy)}) rotate(${n(a)})`);
  }
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    out += shape(petal(r * 0.8, r * 0.42, r * 0.18), c.motif, c.line, r * 0.05, `translate(${n(cx)},${n(cy)}) rotate(${n(a)})`);
  }
  out += circle(cx, cy, r * 0.24, c.detail, c.line, r * 0.05);
  out += circle(cx, cy, r * 0.09, RESIST);
  return out;
}

function quatrefoil(cx: number, cy: number, r: number, fill: string, c: Inks): string {
  let out = "";
  for (let i = 0; i < 4; i++) {
    out += shape(petal(r, r * 0.8, 1), fill, c.line, r * 0.12, `translate(${n(cx)},${n(cy)}) rotate(${i * 90 + 45})`);
  }
  return out + circle(cx, cy, r * 0.22, RESIST);
}

/** Double resist line with a black core, the way Ajrakh draws its lattices. */
function resistLine(d: string, c: Inks, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${c.detail}" stroke-width="${n(width)}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${RESIST}" stroke-width="${n(width * 0.55)}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${c.detail}" stroke-width="${n(width * 0.16)}" stroke-linejoin="round"/>`
  );
}

function starTile(c: Inks): string {
  let out = "";
  for (const [x, y] of CORNERS) out += quatrefoil(x, y, 15, c.second, c);
  for (const [x, y] of EDGES) out += shape(`M${x},${y - 6}L${x + 6},${y}L${x},${y + 6}L${x - 6},${y}Z`, c.detail, c.line, 1.2);
  out += dotRing(50, 50, 40, 8, 1.9, c.dot, 0.5);
  out += shape(star8(50, 50, 36), c.motif, c.line, 2.4);
  out += shape(star8(50, 50, 25), c.ground, c.line, 1.4);
  out += shape(star8(50, 50, 16), c.detail, c.line, 1.2);
  out += dotRing(50, 50, 21, 8, 1.3, c.dot, 0.5);
  out += circle(50, 50, 6, c.motif, c.line, 1.2);
  out += circle(50, 50, 2, RESIST);
  return out;
}

function rosetteTile(c: Inks): string {
  let out = "";
  for (const [x, y] of CORNERS) out += shape(star8(x, y, 13), c.second, c.line, 1.6) + circle(x, y, 3.5, RESIST);
  for (const [x, y] of EDGES) out += circle(x, y, 3, c.detail, c.line, 1) + dotRing(x, y, 8, 6, 1.1, c.dot);
  out += circle(50, 50, 41, "none", c.line, 1.2);
  out += dotRing(50, 50, 38, 24, 1.2, c.dot);
  out += rosette(50, 50, 34, c);
  return out;
}

function jaalTile(c: Inks): string {
  const lattice = "M50,0Q60,40 100,50Q60,60 50,100Q40,60 0,50Q40,40 50,0Z";
  let out = "";
  for (const [x, y] of CORNERS) out += rosette(x, y, 22, c, 6);
  out += resistLine(lattice, c, 6);
  out += quatrefoil(50, 50, 9, c.motif, c);
  for (const [x, y] of EDGES) out += circle(x, y, 5.5, c.second, c.line, 1.4) + circle(x, y, 1.8, RESIST);
  return out;
}

/** Kharek (dates): a chequer of blocks, each holding three dates, turned in alternate blocks. */
function kharekTile(c: Inks): string {
  let out = "";
  for (const [col, row] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ] as const) {
    const x = col * 50 + 4;
    const y = row * 50 + 4;
    const upright = (col + row) % 2 === 0;
    out += `<rect x="${x}" y="${y}" width="42" height="42" rx="2.5" fill="${upright ? c.motif : c.second}" stroke="${c.line}" stroke-width="2"/>`;
    for (const offset of [-11, 0, 11]) {
      const [cx, cy] = upright ? [x + 21 + offset, y + 21] : [x + 21, y + 21 + offset];
      const [rx, ry] = upright ? [4.2, 14] : [14, 4.2];
      out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c.ground}" stroke="${c.line}" stroke-width="1.4"/>`;
      out += circle(cx, cy, 1.3, c.line);
    }
  }
  for (const [x, y] of [...CORNERS, ...EDGES, [50, 50] as const]) out += circle(x, y, 2.4, c.dot);
  return out;
}

function champakaliTile(c: Inks): string {
  const cluster = (cx: number, cy: number, len: number, turn: number) => {
    let out = "";
    for (let i = 0; i < 4; i++) {
      const t = `translate(${cx},${cy}) rotate(${turn + i * 90 + 45})`;
      out += shape(petal(len * 0.45, len * 0.22, 3), c.second, c.line, 1, t);
    }
    for (let i = 0; i < 4; i++) {
      const t = `translate(${cx},${cy}) rotate(${turn + i * 90})`;
      out += shape(bud(len), c.motif, c.line, 1.8, t);
      out += `<path d="M0,-${n(len * 0.2)}V-${n(len * 0.8)}" stroke="${c.detail}" stroke-width="1.3" transform="${t}"/>`;
    }
    return out + circle(cx, cy, len * 0.16, c.detail, c.line, 1.2);
  };
  let out = cluster(50, 50, 30, 0);
  for (const [x, y] of CORNERS) out += cluster(x, y, 20, 45);
  for (const [x, y] of EDGES) out += dotRing(x, y, 5, 4, 1.4, c.dot, 0.125);
  return out;
}

function diamondTile(c: Inks): string {
  let out = shape("M50,3L97,50L50,97L3,50Z", c.motif, c.line, 2.4);
  // Resist dots running round the diamond's band, four to a side.
  for (let i = 0; i < 4; i++) {
    const t = (i + 0.5) / 4;
    for (const [ax, ay, bx, by] of [
      [50, 10, 90, 50],
      [90, 50, 50, 90],
      [50, 90, 10, 50],
      [10, 50, 50, 10],
    ] as const) {
      out += circle(ax + (bx - ax) * t, ay + (by - ay) * t, 1.6, RESIST);
    }
  }
  out += shape("M50,19L81,50L50,81L19,50Z", c.ground, c.line, 1.4);
  out += shape("M50,31L69,50L50,69L31,50Z", c.detail, c.line, 1.2);
  out += quatrefoil(50, 50, 8, c.motif, c);
  for (const [x, y] of CORNERS) {
    out +=
      shape(`M${x},${y - 13}L${x + 13},${y}L${x},${y + 13}L${x - 13},${y}Z`, c.second, c.line, 1.4) + circle(x, y, 3, RESIST);
  }
  for (const [x, y] of EDGES) out += dotRing(x, y, 9, 4, 1.5, c.dot, 0.5);
  return out;
}

function circlesTile(c: Inks): string {
  const medallion = (x: number, y: number) =>
    dotRing(x, y, 28, 14, 1.7, c.dot) +
    circle(x, y, 22, c.motif, c.line, 2) +
    circle(x, y, 15, c.ground, c.line, 1.2) +
    dotRing(x, y, 11, 8, 1.4, c.dot) +
    circle(x, y, 6.5, c.detail, c.line, 1) +
    circle(x, y, 2.2, RESIST);
  let out = medallion(50, 50);
  for (const [x, y] of CORNERS) out += medallion(x, y);
  for (const [x, y] of EDGES) out += circle(x, y, 5, c.second, c.line, 1.2) + circle(x, y, 1.6, RESIST);
  return out;
}

const FIELD_TILES: Record<FieldMotif, (c: Inks) => string> = {
  star: starTile,
  rosette: rosetteTile,
  jaal: jaalTile,
  kharek: kharekTile,
  champakali: champakaliTile,
  diamond: diamondTile,
  circles: circlesTile,
};

/** The inside of a 100 x 100 field tile, ground included. */
export function fieldTile(motif: FieldMotif, c: Inks): string {
  return `<rect width="100" height="100" fill="${c.ground}"/>${FIELD_TILES[motif](c)}`;
}

/** Width of one repeat of a border block, for a band drawn 100 high. */
export const BORDER_REPEAT: Record<BorderMotif, number> = { lahar: 100, teeth: 50, buds: 70, diamonds: 60, stars: 90 };

/** The inside of a border block, BORDER_REPEAT[motif] x 100. */
export function borderTile(motif: BorderMotif, c: Inks): string {
  const w = BORDER_REPEAT[motif];
  let out = `<rect width="${w}" height="100" fill="${c.second}"/>`;
  switch (motif) {
    case "lahar": {
      const wave = "M-50,50C-25,10 -25,10 0,50S25,90 50,50S75,10 100,50S125,90 150,50";
      out += resistLine(wave, c, 22);
      out += `<path d="${wave}" fill="none" stroke="${c.motif}" stroke-width="4"/>`;
      out += circle(25, 22, 7, c.motif, c.line, 2) + circle(75, 78, 7, c.motif, c.line, 2);
      out += circle(25, 22, 2.2, RESIST) + circle(75, 78, 2.2, RESIST);
      out += dotRing(25, 22, 13, 6, 1.8, c.dot, 0.5) + dotRing(75, 78, 13, 6, 1.8, c.dot);
      break;
    }
    case "teeth":
      out += shape("M0,92L25,8L50,92Z", c.motif, c.line, 3);
      out += shape("M25,8L50,92L75,8Z", c.detail, c.line, 3) + shape("M-25,8L0,92L25,8Z", c.detail, c.line, 3);
      out += shape("M25,36L37,80L13,80Z", "none", c.line, 2);
      out += circle(25, 66, 3.5, RESIST) + circle(0, 20, 3.5, RESIST) + circle(50, 20, 3.5, RESIST);
      break;
    case "buds":
      out += shape(bud(40), c.motif, c.line, 2.5, "translate(17.5,72)");
      out += shape(bud(40), c.motif, c.line, 2.5, "translate(52.5,28) rotate(180)");
      out += `<path d="M17.5,64V40M52.5,36V60" stroke="${c.detail}" stroke-width="2.4"/>`;
      out += circle(17.5, 84, 5, RESIST) + circle(52.5, 16, 5, RESIST);
      out += circle(35, 50, 3, RESIST) + circle(0, 50, 3, RESIST) + circle(70, 50, 3, RESIST);
      break;
    case "diamonds":
      out += `<path d="M0,50H60" stroke="${c.line}" stroke-width="3"/>`;
      out += shape("M30,10L60,50L30,90L0,50Z", c.motif, c.line, 3);
      out += shape("M30,30L45,50L30,70L15,50Z", c.detail, c.line, 2);
      out += circle(30, 50, 4, RESIST);
      out += circle(0, 14, 4, c.dot) + circle(60, 14, 4, c.dot) + circle(0, 86, 4, c.dot) + circle(60, 86, 4, c.dot);
      break;
    case "stars":
      out += shape(star8(45, 50, 40), c.motif, c.line, 3);
      out += shape(star8(45, 50, 24), c.detail, c.line, 2);
      out += circle(45, 50, 7, RESIST);
      out += circle(0, 50, 5, RESIST) + circle(90, 50, 5, RESIST);
      out += circle(0, 15, 3, c.dot) + circle(90, 15, 3, c.dot) + circle(0, 85, 3, c.dot) + circle(90, 85, 3, c.dot);
      break;
  }
  return out;
}
