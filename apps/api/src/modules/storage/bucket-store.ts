import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Config } from "#src/config.ts";
import { checkKey, type FileStore } from "./file-store.ts";

export type BucketSettings = NonNullable<Config["bucket"]>;

/**
 * Files in an S3-compatible bucket (S3_*): the store of shops whose instances share a bucket. Objects
 * are private (no ACL is set, so the bucket's own policy applies; it should grant nothing public):
 * every file, public catalog pictures included, is served through the shop's routes, which check
 * who may read a private one.
 */
export function bucketFileStore(settings: BucketSettings): { store: FileStore; close(): void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer trailing ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const store: FileStore = {
    kind: "bucket",
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) })).catch(notFound);
      if (!answer) return undefined;
      if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined)
        throw new Error(`the bucket answered ${key} without a readable body and length`);
      return { size: answer.ContentLength, body: answer.Body };
    },
    async has(key) {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) })).catch(notFound);
      return answer !== undefined;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
  return { store, close: () => client.destroy() };
}

function notFound(error: unknown): undefined {
  if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
  throw error;
}
