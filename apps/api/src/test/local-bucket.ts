import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { BucketSettings } from "#src/modules/storage/bucket-store.ts";

/**
 * An S3-compatible server of the test's own (s3rver, in this process) on 127.0.0.1 and a port the
 * system picks, with one empty bucket: the bucket store is tested without the internet.
 */
export async function startLocalBucket(): Promise<{ settings: BucketSettings; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), "chhaap-bucket-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "chhaap-uploads" }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts any credentials ("S3RVER" is its documented pair) and needs the bucket in the path.
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "chhaap-uploads",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
