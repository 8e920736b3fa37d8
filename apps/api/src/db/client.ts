import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import * as staffSchema from "./schema/back-office.ts";
import * as shopSchema from "./schema.ts";

const schema = { ...shopSchema, ...staffSchema };

/** One query API for both drivers, so every query is written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction` hands its callback; queries that may run inside a transaction take `Database | Transaction`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface HandleCommon {
  db: Database;
  /** Resolves when the database answers a trivial query (`/api/ready`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseHandle =
  | (HandleCommon & { driver: "pglite"; pglite: PgliteDatabase<typeof schema> })
  | (HandleCommon & { driver: "postgres"; nodePg: NodePgDatabase<typeof schema>; pool: pg.Pool });

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when unset the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`; without it the database lives in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/**
 * The longest one SQL statement may run on PostgreSQL (a search's are held to less:
 * catalog/search-time-box.ts). PGlite runs statements on this process's one thread and cannot be
 * interrupted: there, search is bounded by its rate limit, its text limits, what each statement may
 * read, and one search at a time (catalog/search-gate.ts).
 */
const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * Whether `db` is the embedded PGlite: its statements run on this process's one thread, one at a
 * time, and nothing can interrupt one (no statement timeout).
 */
export function isEmbedded(db: Database): boolean {
  return db instanceof PgliteDatabase;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = join(dataDir, "pglite");
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  return wrapPglite(client);
}

/** Wraps an already open PGlite instance (tests clone a migrated one). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const pglite = drizzlePglite(client, { schema });
  return {
    driver: "pglite",
    db: pglite,
    pglite,
    async ping() {
      await pglite.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(databaseUrl: string, max: number): DatabaseHandle {
  // A lost database must fail requests fast, not queue them forever.
  // No statement may hold a connection for long: a slow search under load gives up and answers 503
  // (error-handler.ts) instead of queueing every other request behind it.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 5_000,
    // No JIT: it compiles each statement PostgreSQL guesses to be dear, every time it runs, and
    // that compiling cost the back office's stock filters and counts 0.1–0.5 s a request at 100,000
    // colourways, more than it saved (docs/performance.md, fifth pass).
    options: `-c statement_timeout=${STATEMENT_TIMEOUT_MS} -c jit=off`,
  });
  // An idle client losing its connection emits on the pool; without a listener that would crash the process.
  pool.on("error", () => {});
  const nodePg = drizzleNodePg(pool, { schema });
  let closed = false;
  return {
    driver: "postgres",
    db: nodePg,
    nodePg,
    pool,
    async ping() {
      await nodePg.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
