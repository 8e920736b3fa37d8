import type { MediaFormat } from "@chhaap/contract/media";
import sharp from "sharp";
import { ajrakhSvg } from "./ajrakh-pattern.ts";

/*
 * A slight blur takes off the cloth texture's finest grain, which costs the most bytes and is
 * barely visible. Then either:
 * - WebP at quality 55, effort 4: the resist lines stay clear at card and gallery sizes (a 480 px
 *   card image ~49 kB, an 800 px gallery image ~103 kB); every browser takes it.
 * - AVIF at quality 40, effort 0: the same look in about half the bytes (~26 kB and ~64 kB), which
 *   is what a phone on a slow connection waits for first. Effort 0 draws as fast as WebP (about
 *   150 ms at 800 px); higher efforts save another 15% but take 0.5 to 3 s per first request.
 */
const GRAIN_BLUR_SIGMA = 0.6;
const WEBP = { quality: 55, effort: 4 } as const;
const AVIF = { quality: 40, effort: 0 } as const;

export const MEDIA_TYPES: Record<MediaFormat, string> = { webp: "image/webp", avif: "image/avif" };

export async function renderAjrakh(key: string, width: number, format: MediaFormat): Promise<Buffer> {
  const drawn = sharp(Buffer.from(ajrakhSvg(key, width))).blur(GRAIN_BLUR_SIGMA);
  return (format === "avif" ? drawn.avif(AVIF) : drawn.webp(WEBP)).toBuffer();
}
