import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#src/db/client.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { startLocalBucket } from "#src/test/local-bucket.ts";
import { bucketFileStore } from "./bucket-store.ts";
import { databaseFileStore } from "./database-store.ts";
import { diskFileStore } from "./disk-store.ts";
import type { FileStore } from "./file-store.ts";
import { moveDiskUploads } from "./move-disk-uploads.ts";

let database: DatabaseHandle;
let bucket: Awaited<ReturnType<typeof startLocalBucket>>;
let bucketStore: ReturnType<typeof bucketFileStore>;
let diskDir: string;
const stores: Record<FileStore["kind"], () => FileStore> = {
  disk: () => diskFileStore(diskDir),
  database: () => databaseFileStore(database.db),
  bucket: () => bucketStore.store,
};

beforeAll(async () => {
  database = await createTestDatabase();
  bucket = await startLocalBucket();
  bucketStore = bucketFileStore(bucket.settings);
  diskDir = await mkdtemp(path.join(tmpdir(), "chhaap-files-"));
});
afterAll(async () => {
  bucketStore?.close();
  await bucket?.close();
  await database?.close();
  await rm(diskDir, { recursive: true, force: true });
});

const silent = { info() {}, warn() {} };
const newKey = (folder = "uploads/payments") => `${folder}/${randomBytes(16).toString("hex")}.webp`;

describe.each(Object.keys(stores) as FileStore["kind"][])("the %s store", (kind) => {
  it("puts, gets, has and deletes a file", async () => {
    const files = stores[kind]();
    const key = newKey();
    const bytes = randomBytes(3000);
    expect(await files.has(key)).toBe(false);
    await files.put(key, bytes);
    expect(await files.has(key)).toBe(true);
    const got = await files.get(key);
    expect(got?.size).toBe(bytes.length);
    expect(got && (await buffer(got.body))).toEqual(bytes);

    const replacement = randomBytes(10);
    await files.put(key, replacement);
    const again = await files.get(key);
    expect(again && (await buffer(again.body))).toEqual(replacement);

    await files.delete(key);
    expect(await files.has(key)).toBe(false);
    expect(await files.get(key)).toBeUndefined();
  });

  it("answers undefined for a key with no file, and deleting one is not an error", async () => {
    const files = stores[kind]();
    expect(await files.get(newKey())).toBeUndefined();
    expect(await files.has(newKey())).toBe(false);
    await expect(files.delete(newKey())).resolves.toBeUndefined();
    // A folder is not a file either.
    expect(await files.get("uploads")).toBeUndefined();
  });

  it("streams a file larger than one read whole and in order", async () => {
    const files = stores[kind]();
    const key = newKey("media/catalog");
    const bytes = randomBytes(700 * 1024);
    await files.put(key, bytes);
    const got = await files.get(key);
    expect(got?.size).toBe(bytes.length);
    expect(got && Buffer.compare(await buffer(got.body), bytes)).toBe(0);
  });

  it("refuses keys that could leave their folder", async () => {
    const files = stores[kind]();
    for (const key of ["../secret", "uploads/../../etc/passwd", "/etc/passwd", ".hidden", "uploads//x", ""])
      await expect(files.put(key, Buffer.from("x"))).rejects.toThrow(/not a file key/);
  });
});

describe.each(["database", "bucket"] as const)("moving uploads from disk into the %s store", (kind) => {
  it("moves every upload folder's files in once, removes them from disk, and a second start moves nothing", async () => {
    const files = stores[kind]();
    const dataDir = await mkdtemp(path.join(tmpdir(), "chhaap-move-"));
    const onDisk = new Map<string, Buffer>();
    for (const folder of ["uploads/payments", "uploads/profile", "media/catalog"]) {
      await mkdir(path.join(dataDir, folder), { recursive: true });
      const key = newKey(folder);
      onDisk.set(key, randomBytes(2000));
      await writeFile(path.join(dataDir, key), onDisk.get(key) as Buffer);
    }
    // Drawn pictures are a cache that stays on disk; a half-written file is not an upload.
    await mkdir(path.join(dataDir, "media", "ajrakh-v3"), { recursive: true });
    await writeFile(path.join(dataDir, "media", "ajrakh-v3", "indigo-800.webp"), "drawn");
    await writeFile(path.join(dataDir, "media", "catalog", "abc-800.webp.tmp"), "half");

    expect(await moveDiskUploads(dataDir, files, silent)).toEqual({ moved: 3, failed: 0 });
    for (const [key, bytes] of onDisk) {
      const got = await files.get(key);
      expect(got && (await buffer(got.body))).toEqual(bytes);
    }
    expect(await readdir(path.join(dataDir, "uploads", "payments"))).toEqual([]);
    expect(await readdir(path.join(dataDir, "media", "catalog"))).toEqual(["abc-800.webp.tmp"]);
    expect(await readdir(path.join(dataDir, "media", "ajrakh-v3"))).toEqual(["indigo-800.webp"]);

    expect(await moveDiskUploads(dataDir, files, silent)).toEqual({ moved: 0, failed: 0 });
    await rm(dataDir, { recursive: true, force: true });
  });

  it("leaves a file that fails to copy on disk, logs it, and moves it at the next start", async () => {
    const files = stores[kind]();
    const dataDir = await mkdtemp(path.join(tmpdir(), "chhaap-move-"));
    await mkdir(path.join(dataDir, "uploads", "profile"), { recursive: true });
    const good = newKey("uploads/profile");
    const bad = newKey("uploads/profile");
    await writeFile(path.join(dataDir, good), "good");
    await writeFile(path.join(dataDir, bad), "bad");
    const failing: FileStore = {
      ...files,
      put: (key, bytes) => (key === bad ? Promise.reject(new Error("the store is down")) : files.put(key, bytes)),
    };
    const warnings: object[] = [];
    const log = { info() {}, warn: (details: object) => warnings.push(details) };

    expect(await moveDiskUploads(dataDir, failing, log)).toEqual({ moved: 1, failed: 1 });
    expect(warnings).toEqual([expect.objectContaining({ file: path.join(dataDir, bad) })]);
    expect(await readdir(path.join(dataDir, "uploads", "profile"))).toEqual([path.basename(bad)]);
    expect(await files.has(bad)).toBe(false);

    expect(await moveDiskUploads(dataDir, files, silent)).toEqual({ moved: 1, failed: 0 });
    expect(await files.has(bad)).toBe(true);
    await rm(dataDir, { recursive: true, force: true });
  });
});

it("moves nothing when the store is the disk itself", async () => {
  await mkdir(path.join(diskDir, "uploads", "payments"), { recursive: true });
  await writeFile(path.join(diskDir, newKey()), "kept");
  expect(await moveDiskUploads(diskDir, stores.disk(), silent)).toEqual({ moved: 0, failed: 0 });
});
