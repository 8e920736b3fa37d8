import { randomBytes } from "node:crypto";
import { AFTER_SALE_MESSAGES } from "@chhaap/contract/after-sales";
import { reencodePrivatePicture } from "#src/modules/orders/payment-proof.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError } from "#src/plugins/api-error.ts";

/**
 * The photos a customer sends with a return or exchange request, kept like payment screenshots:
 * judged by their content, re-encoded to WebP without metadata, stored privately under a random name
 * (uploads/returns/ in the shop's file store, the key kept whole in return_photos.storage_key) and
 * served only to the order's owner and to staff.
 */

/** Checks and re-encodes every photo; nothing is written yet (the request may still be refused). */
export async function prepareReturnPhotos(uploads: Buffer[]): Promise<Buffer[]> {
  const prepared: Buffer[] = [];
  for (const upload of uploads) {
    const webp = await reencodePrivatePicture(upload);
    if (!webp) throw new ApiError(415, "return.photo_not_image", AFTER_SALE_MESSAGES.photoNotImage);
    prepared.push(webp);
  }
  return prepared;
}

/** Writes prepared photos and answers their keys in the store. */
export async function writeReturnPhotos(files: FileStore, photos: Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  for (const photo of photos) {
    const key = `uploads/returns/${randomBytes(16).toString("hex")}.webp`;
    await files.put(key, photo);
    keys.push(key);
  }
  return keys;
}

/** Removes the photos of a request that was refused after they were written. */
export async function removeReturnPhotos(files: FileStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => files.delete(key)));
}
