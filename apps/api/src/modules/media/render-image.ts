import sharp from "sharp";
import { ajrakhSvg } from "./ajrakh-pattern.ts";

/*
 * WebP at quality 78 keeps the fine resist lines crisp at a fraction of PNG's weight; effort 2
 * of 6 costs a few percent in size but keeps a first render well under the time of a page load.
 */
const WEBP = { quality: 78, effort: 2 } as const;

export async function renderAjrakhWebp(key: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(ajrakhSvg(key, width)))
    .webp(WEBP)
    .toBuffer();
}
