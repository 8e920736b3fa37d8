import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrlAt, isGeneratedImage, MEDIA_WIDTHS } from "./media.ts";

describe("imageSrcSet", () => {
  it("offers every served width of a generated picture", () => {
    expect(imageSrcSet("/media/ajrakh/indigo-kutch-saree-1-800.webp")).toBe(
      "/media/ajrakh/indigo-kutch-saree-1-320.webp 320w, /media/ajrakh/indigo-kutch-saree-1-480.webp 480w, " +
        "/media/ajrakh/indigo-kutch-saree-1-800.webp 800w, /media/ajrakh/indigo-kutch-saree-1-1200.webp 1200w",
    );
    expect(MEDIA_WIDTHS).toEqual([320, 480, 800, 1200]);
  });

  it("stops at the widest file a picture is drawn from", () => {
    expect(imageSrcSet("/media/catalog/indigo-kutch-saree-1-800.webp", "avif", 800)).toBe(
      "/media/catalog/indigo-kutch-saree-1-320.avif 320w, /media/catalog/indigo-kutch-saree-1-480.avif 480w, " +
        "/media/catalog/indigo-kutch-saree-1-800.avif 800w",
    );
  });

  it("keeps an origin in front of the path", () => {
    expect(imageSrcSet("https://shop.example/media/ajrakh/madder-stole-320.webp")).toContain(
      "https://shop.example/media/ajrakh/madder-stole-1200.webp 1200w",
    );
  });

  it("gives nothing for other URLs", () => {
    for (const url of [
      "",
      "/uploads/photo.jpg",
      "/media/ajrakh/indigo-saree-640.webp",
      "/media/ajrakh/Indigo-saree-800.webp",
      "/media/ajrakh/indigo-saree-800.webp?v=2",
      "/media/ajrakh/../secret-800.webp",
    ]) {
      expect(imageSrcSet(url)).toBe("");
    }
  });
});

describe("imageUrlAt", () => {
  it("swaps the width and leaves other URLs alone", () => {
    expect(imageUrlAt("/media/ajrakh/leaf-dupatta-2-800.webp", 320)).toBe("/media/ajrakh/leaf-dupatta-2-320.webp");
    expect(imageUrlAt("/uploads/photo.jpg", 320)).toBe("/uploads/photo.jpg");
  });

  it("swaps the format of a generated picture only", () => {
    expect(imageUrlAt("/media/ajrakh/leaf-dupatta-2-800.webp", 480, "avif")).toBe("/media/ajrakh/leaf-dupatta-2-480.avif");
    expect(imageUrlAt("/media/ajrakh/leaf-dupatta-2-800.avif", 480)).toBe("/media/ajrakh/leaf-dupatta-2-480.webp");
    expect(imageUrlAt("/uploads/photo.jpg", 480, "avif")).toBe("/uploads/photo.jpg");
    expect(isGeneratedImage("/media/ajrakh/leaf-dupatta-2-800.webp")).toBe(true);
    expect(isGeneratedImage("/uploads/photo.jpg")).toBe(false);
  });
});

describe("imageSrcSet in AVIF", () => {
  it("offers the same widths as .avif, and nothing for other URLs", () => {
    expect(imageSrcSet("/media/ajrakh/indigo-kutch-saree-1-800.webp", "avif")).toBe(
      "/media/ajrakh/indigo-kutch-saree-1-320.avif 320w, /media/ajrakh/indigo-kutch-saree-1-480.avif 480w, " +
        "/media/ajrakh/indigo-kutch-saree-1-800.avif 800w, /media/ajrakh/indigo-kutch-saree-1-1200.avif 1200w",
    );
    expect(imageSrcSet("/uploads/photo.jpg", "avif")).toBe("");
  });
});
