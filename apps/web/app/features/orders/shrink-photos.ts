import { RETURN_PHOTO_MAX_BYTES } from "@chhaap/contract/after-sales";

/**
 * A phone's photos are often several megabytes each, more than a form may carry over a slow link.
 * Where scripts run, a large photo is redrawn at most 2000 px a side (what the shop keeps anyway)
 * as a JPEG before it is sent; without scripts, or where the browser cannot, it goes as chosen.
 */
const SHRINK_ABOVE_BYTES = 1_500_000;
const MAX_SIDE = 2000;
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== "function") return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, "")}.jpg`, { type: "image/jpeg" });
  } catch {
    return file;
  }
}

/** Whether each photo is one the shop takes, by its type and size (the server judges the content). */
export function photoProblem(files: readonly File[]): "type" | "size" | null {
  if (files.some((file) => !PHOTO_TYPES.includes(file.type))) return "type";
  if (files.some((file) => file.size > RETURN_PHOTO_MAX_BYTES)) return "size";
  return null;
}
