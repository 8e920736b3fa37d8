import { imageSrcSet, imageUrlAt, isGeneratedImage, type MediaWidth } from "@chhaap/contract/media";
import type { ImgHTMLAttributes } from "react";

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "alt"> & {
  src: string;
  /** Required: "" for a picture that only repeats nearby text. */
  alt: string;
  /** One width for every screen (thumbnails); without it the browser picks from every width by `sizes`. */
  at?: MediaWidth;
  /**
   * The widest file worth offering: a card is never drawn wider than 300 CSS pixels, which even a
   * 3x phone fills from the 800 file, so its srcset need not name the 1200 one.
   */
  upTo?: MediaWidth;
};

/**
 * A product picture. Generated pictures come as AVIF, in the width the screen needs, to browsers that
 * take it (every current one; about half the bytes of WebP, which is what a phone on a slow link waits
 * for), and as the one stored WebP file to the others: a srcset for them too cost a card 400 bytes of
 * markup for every visitor (docs/decisions/0059-icons-from-one-sprite.md). The <picture> box is
 * `display: contents` (base.css), so the image lays out as if it stood alone.
 */
export function Picture({ src, at, upTo, sizes, alt, ...img }: PictureProps) {
  if (!isGeneratedImage(src)) return <img src={src} sizes={sizes} alt={alt} {...img} />;
  const avif = at ? imageUrlAt(src, at, "avif") : imageSrcSet(src, "avif", upTo);
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={at ? undefined : sizes} />
      <img src={at ? imageUrlAt(src, at) : src} alt={alt} {...img} />
    </picture>
  );
}
