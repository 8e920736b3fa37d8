/**
 * The dyes of Ajrakh: indigo and madder grounds, iron black detail,
 * and the unbleached white the resist paste leaves behind. Mustard and leaf are accents.
 */
export const DYE = {
  indigo: "#1F2E5C",
  indigoLight: "#3D5487",
  madder: "#A3262A",
  black: "#1C1A17",
  natural: "#F6F0E6",
  mustard: "#C8962E",
  leaf: "#3F6B4A",
} as const;

/** Which dye goes where in one printed design. */
export interface Inks {
  /** The field the cloth is dyed in. */
  ground: string;
  /** The big motif fill (the star, the buds). */
  motif: string;
  /** A second fill for alternating shapes and the border's outer stripe. */
  second: string;
  /** Resist outlines: white on dark grounds, black on unbleached cloth. */
  line: string;
  /** Fine black detailing. */
  detail: string;
  /** Small resist dots. */
  dot: string;
}

/** Palette names as they open an image key (apps/api/src/db/seed/content/types.ts PALETTES). */
export type PaletteName = "indigo" | "madder" | "black" | "natural" | "mustard" | "leaf";

/**
 * A few colour arrangements per palette; the key's hash picks one, so two indigo products
 * still differ. The first entry of each is the classic one.
 */
const ARRANGEMENTS: Record<PaletteName, readonly Inks[]> = {
  indigo: [
    { ground: DYE.indigo, motif: DYE.madder, second: DYE.black, line: DYE.natural, detail: DYE.black, dot: DYE.natural },
    { ground: DYE.indigo, motif: DYE.madder, second: DYE.indigoLight, line: DYE.natural, detail: DYE.black, dot: DYE.natural },
    { ground: DYE.indigo, motif: DYE.black, second: DYE.madder, line: DYE.natural, detail: DYE.madder, dot: DYE.natural },
  ],
  madder: [
    { ground: DYE.madder, motif: DYE.indigo, second: DYE.black, line: DYE.natural, detail: DYE.black, dot: DYE.natural },
    { ground: DYE.madder, motif: DYE.black, second: DYE.indigo, line: DYE.natural, detail: DYE.indigo, dot: DYE.natural },
    { ground: DYE.madder, motif: DYE.indigo, second: DYE.mustard, line: DYE.natural, detail: DYE.black, dot: DYE.natural },
  ],
  black: [
    { ground: DYE.black, motif: DYE.madder, second: DYE.indigo, line: DYE.natural, detail: DYE.indigo, dot: DYE.natural },
    { ground: DYE.black, motif: DYE.madder, second: DYE.mustard, line: DYE.natural, detail: DYE.madder, dot: DYE.natural },
    { ground: DYE.black, motif: DYE.indigo, second: DYE.madder, line: DYE.natural, detail: DYE.madder, dot: DYE.mustard },
  ],
  natural: [
    { ground: DYE.natural, motif: DYE.madder, second: DYE.indigo, line: DYE.black, detail: DYE.black, dot: DYE.black },
    { ground: DYE.natural, motif: DYE.indigo, second: DYE.madder, line: DYE.black, detail: DYE.black, dot: DYE.madder },
    { ground: DYE.natural, motif: DYE.madder, second: DYE.black, line: DYE.black, detail: DYE.indigo, dot: DYE.black },
  ],
  mustard: [
    { ground: DYE.mustard, motif: DYE.madder, second: DYE.black, line: DYE.natural, detail: DYE.black, dot: DYE.black },
    { ground: DYE.mustard, motif: DYE.indigo, second: DYE.madder, line: DYE.natural, detail: DYE.black, dot: DYE.natural },
    { ground: DYE.mustard, motif: DYE.black, second: DYE.indigo, line: DYE.natural, detail: DYE.madder, dot: DYE.black },
  ],
  leaf: [
    { ground: DYE.leaf, motif: DYE.madder, second: DYE.black, line: DYE.natural, detail: DYE.black, dot: DYE.natural },
    { ground: DYE.leaf, motif: DYE.mustard, second: DYE.madder, line: DYE.natural, detail: DYE.black, dot: DYE.natural },
    { ground: DYE.leaf, motif: DYE.black, second: DYE.indigo, line: DYE.natural, detail: DYE.madder, dot: DYE.natural },
  ],
};

export function isPaletteName(name: string): name is PaletteName {
  return Object.hasOwn(ARRANGEMENTS, name);
}

export function arrangementsOf(palette: PaletteName): readonly Inks[] {
  return ARRANGEMENTS[palette];
}
