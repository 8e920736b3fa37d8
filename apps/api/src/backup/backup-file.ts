import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import * as tar from "tar";

/**
 * One file holds an embedded shop: the database (PGlite's own dump of its data directory) and every
 * file customers and staff uploaded. Drawn pictures and mail copies are left out: the shop redraws
 * the first, and the second are only a record of what was sent.
 */
const DATABASE_DUMP = "database.tar.gz";
const MANIFEST = "chhaap-backup.json";
const FORMAT = 1;
/** What of DATA_DIR is the shop's own data besides the database (uploads on the disk store). */
const UPLOAD_FOLDERS = ["uploads", "media/catalog"];

interface Manifest {
  format: number;
  createdAt: string;
  folders: string[];
}

/** A backup or restore that cannot go ahead, with the reason for the person running it. */
export class BackupError extends Error {}

/** Writes a backup of the embedded shop in `dataDir` (which must not be serving) to `file`. */
export async function writeBackup(dataDir: string, file: string, now = new Date()): Promise<Manifest> {
  if (!existsSync(path.join(dataDir, "pglite"))) throw new BackupError(`${dataDir} holds no embedded database.`);
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(file)), ".chhaap-backup-"));
  try {
    const database = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
    try {
      const dump = await database.dumpDataDir("gzip");
      await writeFile(path.join(staging, DATABASE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    const folders = UPLOAD_FOLDERS.filter((folder) => existsSync(path.join(dataDir, folder)));
    // Copied beside the dump so the archive is made from one folder, as it will be unpacked.
    for (const folder of folders) await cp(path.join(dataDir, folder), path.join(staging, folder), { recursive: true });
    const manifest: Manifest = { format: FORMAT, createdAt: now.toISOString(), folders };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    // Written aside and renamed: an interrupted backup never leaves a file that looks whole.
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, DATABASE_DUMP, ...folders]);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Restores a backup into `dataDir`, which must hold no shop yet. */
export async function restoreBackup(file: string, dataDir: string): Promise<Manifest> {
  await mkdir(dataDir, { recursive: true });
  const clashes = ["pglite", ...UPLOAD_FOLDERS].filter((entry) => existsSync(path.join(dataDir, entry)));
  if (clashes.length > 0)
    throw new BackupError(`${dataDir} already holds a shop (${clashes.join(", ")}); restore into an empty DATA_DIR.`);
  const staging = await mkdtemp(path.join(dataDir, ".restore-"));
  try {
    try {
      // node-tar strips absolute paths and refuses `..`: a crafted archive cannot write outside staging.
      await tar.extract({ file, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(`${file} is not a Chhaap backup (${(error as Error).message}).`);
    }
    const manifest = await readManifest(staging);
    const dump = await readFile(path.join(staging, DATABASE_DUMP));
    const database = await PGlite.create(path.join(dataDir, "pglite"), {
      extensions: { pg_trgm },
      loadDataDir: new Blob([dump]),
    });
    await database.close();
    for (const folder of manifest.folders.filter((folder) => UPLOAD_FOLDERS.includes(folder))) {
      await mkdir(path.dirname(path.join(dataDir, folder)), { recursive: true });
      await rename(path.join(staging, folder), path.join(dataDir, folder));
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), "utf8")) as Manifest;
  } catch {
    throw new BackupError("The file holds no Chhaap backup manifest.");
  }
  if (manifest.format !== FORMAT) throw new BackupError(`Backup format ${manifest.format} is not one this shop reads.`);
  if (!existsSync(path.join(staging, DATABASE_DUMP))) throw new BackupError("The backup holds no database.");
  return manifest;
}
