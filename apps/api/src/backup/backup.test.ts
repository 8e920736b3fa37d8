import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#src/db/client.ts";
import { migrateDatabase } from "#src/db/migrate.ts";
import { newsletterSubscribers } from "#src/db/schema.ts";
import { BackupError, restoreBackup, writeBackup } from "./backup-file.ts";
import { recordServingShop, servingShopPid } from "./shop-pid.ts";

const root = mkdtempSync(path.join(tmpdir(), "chhaap-backup-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function embeddedShop(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  return database;
}

describe("npm run backup and restore", () => {
  it("bring an embedded shop back whole: its rows, its uploads, not its drawn pictures", async () => {
    const shop = path.join(root, "shop");
    const database = await embeddedShop(shop);
    await database.db.insert(newsletterSubscribers).values([{ email: "first@example.com" }, { email: "second@example.com" }]);
    await database.close();
    mkdirSync(path.join(shop, "uploads", "payments"), { recursive: true });
    writeFileSync(path.join(shop, "uploads", "payments", "proof.webp"), Buffer.from([1, 2, 3, 0, 255]));
    mkdirSync(path.join(shop, "media", "catalog"), { recursive: true });
    writeFileSync(path.join(shop, "media", "catalog", "a-800.webp"), "catalog picture");
    mkdirSync(path.join(shop, "media", "ajrakh-v3"), { recursive: true });
    writeFileSync(path.join(shop, "media", "ajrakh-v3", "drawn-800.webp"), "redrawn on demand");

    const file = path.join(root, "shop.tar.gz");
    await writeBackup(shop, file);
    const restored = path.join(root, "restored");
    await restoreBackup(file, restored);

    const reopened = await openDatabase({ dataDir: restored });
    const rows = await reopened.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .orderBy(newsletterSubscribers.email);
    await reopened.close();
    expect(rows.map((row) => row.email)).toEqual(["first@example.com", "second@example.com"]);
    expect([...readFileSync(path.join(restored, "uploads", "payments", "proof.webp"))]).toEqual([1, 2, 3, 0, 255]);
    expect(readFileSync(path.join(restored, "media", "catalog", "a-800.webp"), "utf8")).toBe("catalog picture");
    expect(existsSync(path.join(restored, "media", "ajrakh-v3"))).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it("refuses to restore over a shop, or a file that is not a backup, and changes nothing", async () => {
    const occupied = path.join(root, "occupied");
    mkdirSync(path.join(occupied, "uploads"), { recursive: true });
    await expect(restoreBackup(path.join(root, "shop.tar.gz"), occupied)).rejects.toThrow(BackupError);
    expect(existsSync(path.join(occupied, "pglite"))).toBe(false);

    const notABackup = path.join(root, "notes.tar.gz");
    const loose = path.join(root, "loose");
    mkdirSync(loose);
    writeFileSync(path.join(loose, "notes.txt"), "hello");
    execFileSync("tar", ["-czf", notABackup, "-C", loose, "notes.txt"]);
    const empty = path.join(root, "empty");
    await expect(restoreBackup(notABackup, empty)).rejects.toThrow("manifest");
    expect(existsSync(path.join(empty, "pglite"))).toBe(false);
  });

  it("unpacks nothing outside DATA_DIR from a crafted archive", async () => {
    const crafted = path.join(root, "crafted.tar");
    const inside = path.join(root, "craft", "a");
    mkdirSync(inside, { recursive: true });
    writeFileSync(path.join(root, "craft", "escaped.txt"), "outside");
    // GNU tar keeps `../` in member names with -P; node-tar must refuse to follow it.
    execFileSync("tar", ["-cPf", crafted, "-C", inside, "../escaped.txt"]);
    rmSync(path.join(root, "craft", "escaped.txt"));
    const target = path.join(root, "target", "data");
    await expect(restoreBackup(crafted, target)).rejects.toThrow(BackupError);
    // `../` from the unpacking folder (inside DATA_DIR) would land in DATA_DIR itself.
    expect(existsSync(path.join(target, "escaped.txt"))).toBe(false);
  });

  it("knows when a shop is serving from the folder, and forgets one that died", () => {
    const dataDir = path.join(root, "serving");
    mkdirSync(dataDir);
    const release = recordServingShop(dataDir);
    // The file names this test's own process, which the tools never count as another shop.
    expect(servingShopPid(dataDir)).toBeUndefined();
    writeFileSync(path.join(dataDir, "shop.pid"), String(process.ppid));
    expect(servingShopPid(dataDir)).toBe(process.ppid);
    writeFileSync(path.join(dataDir, "shop.pid"), "99999999");
    expect(servingShopPid(dataDir)).toBeUndefined();
    release();
    expect(existsSync(path.join(dataDir, "shop.pid"))).toBe(false);
  });
});
