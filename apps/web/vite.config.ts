import { reactRouter } from "@react-router/dev/vite";
import type { Plugin } from "vite";

/**
 * Every page loads the client entry and the root route with all they import. Left to itself the
 * bundler cuts that into some 30 small files (a chunk per set of routes sharing a module), and on
 * HTTP/1.1's six connections a phone fetches them a few at a time. This plugin finds that closure
 * once the graph is built, so the client build can put it into one `shell` chunk.
 */
function everyPageModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "chhaap:every-page-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => /[\\/](entry\.client|root)\.tsx$/.test(id));
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

const shell = everyPageModules();
// The client entry stays a chunk of its own: evaluating it starts hydration, which must wait until
// the boot script has imported the route modules (lib/scripts-after-first-paint.server.ts).
const ENTRY = /[\\/]entry\.client\.tsx$/;
// Root sets one zod option, which reaches all of zod through its index: zod keeps its own chunks,
// so only that option's small module loads on pages that validate nothing in the browser.
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
// The features the home, list and product pages share, and the zod-free contract values they use.
const CATALOG =
  /[\\/](features[\\/](wishlist|recently-viewed|delivery)[\\/][^\\/]+|features[\\/]product[\\/]product-card\.tsx|contract[\\/]src[\\/](delivery-rules|wishlist-limits)\.ts)$/;

export default {
  plugins: [reactRouter(), shell.plugin],
  build: {
    // The CSP allows fonts, images and styles from 'self' only: never inline assets as data: URIs.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  priority: 2,
                  test: (id: string) => shell.has(id) && !ZOD.test(id) && !ENTRY.test(id),
                },
                // What the catalog pages share (cards, hearts, recently viewed, the delivery check): one
                // file instead of a chunk for each set of pages that shares a module.
                { name: "catalog", priority: 1, test: (id: string) => CATALOG.test(id) },
              ],
            },
          },
        },
      },
    },
  },
};
