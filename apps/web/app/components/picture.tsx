import { imageSrcSet, imageUrlAt, isGeneratedImage, type MediaWidth } from "@chhaap/contract/media";
import type { ImgHTMLAttributes } from "react";

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "alt"> & {
  src: string;
  /** Required: "" for a picture that only repeats nearby text. */
  alt: string;
  /** One width for every screen (thumbnails); without it the browser picks from every width by `sizes`. */
  at?: MediaWidth;
};

/**
 * A product picture. Generated pictures come as AVIF to browsers that take it (about half the bytes
 * of WebP, which is what a phone on a slow link waits for) and as WebP to the others. The <picture>
 * box is `display: contents` (base.css), so the image lays out as if it stood alone.
 */
export function Picture({ src, at, sizes, alt, ...img }: PictureProps) {
  if (!isGeneratedImage(src)) return <img src={src} sizes={sizes} alt={alt} {...img} />;
  const webp = at ? undefined : imageSrcSet(src);
  const avif = at ? imageUrlAt(src, at, "avif") : imageSrcSet(src, "avif");
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img src={at ? imageUrlAt(src, at) : src} srcSet={webp} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
