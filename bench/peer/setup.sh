#!/usr/bin/env bash
# Sets up and starts the peer shop (Vendure 3.7.3 + its Remix storefront) and the floor app for
# bench/side-by-side.ts, outside the repo (PEER_DIR, default /work/peer). See README.md beside this file.
#   bash bench/peer/setup.sh            # install, build, populate (first time), start all three
#   bash bench/peer/setup.sh start      # start only (after a setup)
#   bash bench/peer/setup.sh stop       # stop the three servers (by the PIDs this script wrote)
#   bash bench/peer/setup.sh grow       # copy vendure_peer to vendure_peer_100k, grown to PEER_VARIANTS (100,000)
#   VENDURE_DB=vendure_peer_100k bash bench/peer/setup.sh start   # then serve the grown catalog
# Needs: node 20+, npm, PostgreSQL on PGHOST:PGPORT as PGUSER with trust auth, `ss`, and the storefront
# source: STOREFRONT_GIT_DIR (a clone or bare mirror of vendure-ecommerce/storefront-remix-starter), or
# network access to GitHub for `git clone`.
set -euo pipefail

REPO_BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PEER_DIR="${PEER_DIR:-/work/peer}"
PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
export PGHOST PGPORT PGUSER
VENDURE_DB="${VENDURE_DB:-vendure_peer}"
VENDURE_PORT="${VENDURE_PORT:-4801}" STOREFRONT_PORT="${STOREFRONT_PORT:-4802}" FLOOR_PORT="${FLOOR_PORT:-4803}"
STOREFRONT_COMMIT="${STOREFRONT_COMMIT:-6ab0d09}" # master of storefront-remix-starter as measured (Remix v2)
mkdir -p "$PEER_DIR/logs" "$PEER_DIR/vendure"

wait_for() { # url seconds
  for _ in $(seq 1 "$2"); do curl -sf -o /dev/null "$1" && return 0; sleep 1; done
  echo "no answer from $1" >&2; return 1
}

stop_all() {
  for name in storefront vendure floor; do
    if [[ -f "$PEER_DIR/logs/$name.pid" ]]; then
      pid="$(cat "$PEER_DIR/logs/$name.pid")"
      kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
      rm -f "$PEER_DIR/logs/$name.pid"
    fi
  done
}

start_all() {
  cd "$PEER_DIR/vendure"
  NODE_ENV=production VENDURE_PORT="$VENDURE_PORT" VENDURE_DB_NAME="$VENDURE_DB" setsid node --import tsx index.ts >"$PEER_DIR/logs/vendure.log" 2>&1 &
  echo $! >"$PEER_DIR/logs/vendure.pid"
  cd "$PEER_DIR/floor-app"
  NODE_ENV=production PORT="$FLOOR_PORT" HOST=127.0.0.1 setsid node_modules/.bin/react-router-serve ./build/server/index.js \
    >"$PEER_DIR/logs/floor.log" 2>&1 &
  echo $! >"$PEER_DIR/logs/floor.pid"
  wait_for "http://127.0.0.1:$VENDURE_PORT/health" 90
  cd "$PEER_DIR/storefront"
  NODE_ENV=production PORT="$STOREFRONT_PORT" HOST=127.0.0.1 VENDURE_API_URL="http://127.0.0.1:$VENDURE_PORT/shop-api" \
    setsid node_modules/.bin/remix-serve build/index.js >"$PEER_DIR/logs/storefront.log" 2>&1 &
  echo $! >"$PEER_DIR/logs/storefront.pid"
  wait_for "http://127.0.0.1:$STOREFRONT_PORT/products/laptop" 60
  wait_for "http://127.0.0.1:$FLOOR_PORT/piece/1" 30
  echo "Vendure API  http://127.0.0.1:$VENDURE_PORT/shop-api  pid $(cat "$PEER_DIR/logs/vendure.pid")"
  echo "storefront   http://127.0.0.1:$STOREFRONT_PORT          pid $(cat "$PEER_DIR/logs/storefront.pid")"
  echo "floor app    http://127.0.0.1:$FLOOR_PORT          pid $(cat "$PEER_DIR/logs/floor.pid")"
}

# A copy of the populated demo database with every product copied until it holds about PEER_VARIANTS
# variants (grow-catalog.sql), so that both shops are measured on catalogs of one size.
grow() {
  local target="${PEER_VARIANTS:-100000}" grown="${GROWN_DB:-vendure_peer_100k}" demo
  demo="$(psql -d "$VENDURE_DB" -Atc "select count(*) from product_variant")"
  dropdb --if-exists "$grown"
  createdb -T "$VENDURE_DB" "$grown" # fails while anything is connected to $VENDURE_DB: stop first
  psql -q -d "$grown" -v copies="$(((target + demo - 1) / demo - 1))" -f "$REPO_BENCH/peer/grow-catalog.sql"
}

case "${1:-setup}" in
  stop) stop_all; exit 0 ;;
  start) start_all; exit 0 ;;
  grow) grow; exit 0 ;;
  setup) ;;
  *) echo "usage: $0 [setup|start|stop|grow]" >&2; exit 2 ;;
esac

# ---- 1. Vendure 3.7.3 ----
cd "$PEER_DIR"
[[ -f package.json ]] || cat >package.json <<'EOF'
{
  "name": "peer",
  "private": true,
  "type": "commonjs",
  "dependencies": {
    "@vendure/asset-server-plugin": "3.7.3",
    "@vendure/core": "3.7.3",
    "@vendure/create": "3.7.3",
    "pg": "^8.23.1",
    "tsx": "^4.23.15",
    "typescript": "^5.9.3"
  }
}
EOF
npm install --no-audit --no-fund

cat >vendure/vendure-config.ts <<'EOF'
import path from "node:path";
import { AssetServerPlugin } from "@vendure/asset-server-plugin";
import { DefaultJobQueuePlugin, DefaultSearchPlugin, dummyPaymentHandler, type VendureConfig } from "@vendure/core";

const PORT = Number(process.env.VENDURE_PORT ?? 4801);
const here = __dirname;

/** A minimal Vendure 3.7.3 shop for benchmarks: shop API at /shop-api, admin API at /admin-api, PostgreSQL vendure_peer. */
export const config: VendureConfig = {
  apiOptions: {
    port: PORT,
    hostname: "127.0.0.1",
    adminApiPath: "admin-api",
    shopApiPath: "shop-api",
    adminApiPlayground: false,
    adminApiDebug: false,
    shopApiPlayground: false,
    shopApiDebug: false,
  },
  authOptions: {
    tokenMethod: ["bearer", "cookie"],
    // Vendure refuses to start in production with the default superadmin password.
    superadminCredentials: { identifier: "superadmin", password: process.env.SUPERADMIN_PASSWORD ?? "peer-bench-only-pw" },
    cookieOptions: { secret: "peer-bench-cookie-secret" },
    requireVerification: false,
  },
  dbConnectionOptions: {
    type: "postgres",
    synchronize: process.env.VENDURE_SYNC === "1",
    logging: false,
    host: process.env.VENDURE_DB_HOST ?? "127.0.0.1",
    port: Number(process.env.VENDURE_DB_PORT ?? 5432),
    username: process.env.VENDURE_DB_USER ?? "postgres",
    password: process.env.VENDURE_DB_PASSWORD ?? "",
    database: process.env.VENDURE_DB_NAME ?? "vendure_peer",
    schema: "public",
  },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  customFields: {},
  plugins: [
    AssetServerPlugin.init({
      route: "assets",
      assetUploadDir: path.join(here, "static", "assets"),
      assetUrlPrefix: `http://127.0.0.1:${PORT}/assets/`,
    }),
    DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
};
EOF

cat >vendure/index.ts <<'EOF'
import { bootstrap } from "@vendure/core";
import { config } from "./vendure-config.ts";

// The server alone, as Vendure's production template runs it: the job queue (search-index updates
// after catalog edits) runs in the worker (index-worker.ts), which a read-only benchmark does not need;
// run in here it polls the database several times a second and that CPU would count as the API's.
bootstrap(config).catch((err) => {
  console.error(err);
  process.exit(1);
});
EOF

cat >vendure/index-worker.ts <<'EOF'
import { bootstrapWorker } from "@vendure/core";
import { config } from "./vendure-config.ts";

// Vendure's worker: runs the job queue. Only needed after catalog edits (populate.ts runs its own).
bootstrapWorker(config)
  .then((worker) => worker.startJobQueue())
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
EOF

cat >vendure/populate.ts <<'EOF'
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { bootstrap, DefaultLogger, JobQueueService, LogLevel } from "@vendure/core";
import { populate } from "@vendure/core/cli";
import { config } from "./vendure-config.ts";

// As @vendure/create does it: initial data, the demo products CSV and its images, schema synchronized.
const assetsDir = path.join(path.dirname(require.resolve("@vendure/create/package.json")), "assets");
const bootstrapFn = async () => {
  const app = await bootstrap({
    ...config,
    dbConnectionOptions: { ...config.dbConnectionOptions, synchronize: true },
    logger: new DefaultLogger({ level: LogLevel.Info }),
    importExportOptions: { importAssetsDir: path.join(assetsDir, "images") },
  });
  await app.get(JobQueueService).start();
  return app;
};
populate(bootstrapFn, path.join(assetsDir, "initial-data.json"), path.join(assetsDir, "products.csv"))
  .then(async (app) => {
    await sleep(10_000); // let the search-index jobs finish
    await app.close();
    process.exit(0);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
EOF

if ! psql -d "$VENDURE_DB" -Atc "select 1 from product limit 1" >/dev/null 2>&1; then
  dropdb --if-exists "$VENDURE_DB"
  createdb "$VENDURE_DB"
  rm -rf vendure/static
  (cd vendure && VENDURE_DB_NAME="$VENDURE_DB" node --import tsx populate.ts) >"$PEER_DIR/logs/populate.log" 2>&1
  echo "populated $VENDURE_DB (log: $PEER_DIR/logs/populate.log)"
fi

# ---- 2. The Remix storefront (only VENDURE_API_URL changes, given at start) ----
if [[ ! -f "$PEER_DIR/storefront/package.json" ]]; then
  mkdir -p "$PEER_DIR/storefront"
  if [[ -n "${STOREFRONT_GIT_DIR:-}" ]]; then
    git --git-dir="$STOREFRONT_GIT_DIR" archive "$STOREFRONT_COMMIT" | tar -x -C "$PEER_DIR/storefront"
  else
    tmp="$(mktemp -d)"
    git clone -q https://github.com/vendure-ecommerce/storefront-remix-starter "$tmp/sf"
    git -C "$tmp/sf" archive "$STOREFRONT_COMMIT" | tar -x -C "$PEER_DIR/storefront"
    rm -rf "$tmp"
  fi
fi
cd "$PEER_DIR/storefront"
# Its yarn.lock is not used; npm needs --legacy-peer-deps (@remix-validated-form/with-zod wants remix-validated-form 4).
[[ -d node_modules ]] || HUSKY=0 npm install --no-audit --no-fund --legacy-peer-deps
[[ -f build/index.js ]] || NODE_ENV=production npx remix build

# ---- 3. The floor app: a copy of bench/floor-app with its own node_modules (the repo's versions) ----
mkdir -p "$PEER_DIR/floor-app"
cp -r "$REPO_BENCH/floor-app/." "$PEER_DIR/floor-app/"
rm -rf "$PEER_DIR/floor-app/build"
cat >"$PEER_DIR/floor-app/package.json" <<'EOF'
{
  "name": "floor-app-peer-copy",
  "private": true,
  "type": "module",
  "dependencies": {
    "@react-router/node": "7.18.4",
    "@react-router/serve": "7.18.4",
    "isbot": "5.2.3",
    "react": "19.3.1",
    "react-dom": "19.3.1",
    "react-router": "7.18.4"
  },
  "devDependencies": {
    "@react-router/dev": "7.18.4",
    "vite": "8.3.8"
  }
}
EOF
cd "$PEER_DIR/floor-app"
npm install --no-audit --no-fund
npx react-router build

# ---- 4. start ----
stop_all
start_all
