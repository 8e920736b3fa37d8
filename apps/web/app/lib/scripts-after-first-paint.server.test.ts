import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  afterFirstPaint,
  endsOnWholeCharacter,
  scriptsAfterFirstPaint,
  takeModulePreloads,
} from "./scripts-after-first-paint.server.ts";

const HEAD =
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="modulepreload" href="/assets/root.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="stylesheet" href="/assets/root.css"/></head>';
// React Router's boot script, as <Scripts> writes it (react-router 7.18).
const BOOT =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.js"}};\n' +
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.js");';
// A page can quote the markup it describes; only the head and the boot script are rewritten.
const BODY_START = '<body><p>छाप: <code>&lt;link rel="modulepreload"&gt;</code> a&lt;b</p>';
// React Router's loader data after it: two chunks (one of them deferred, left quoted), then the close.
const DATA =
  '<script nonce="n1">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"छाप\\"]\\n");</script>' +
  '<script nonce="n1">window.__reactRouterContext.streamController.enqueue("P1:[\\"later\\"]\\n");</script>' +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script>';
const BODY_END = `${DATA}<p>हाथ से छपा · 手工</p><script nonce="n1">var a = 1 < 2;</script></body></html>`;
const PAGE = `${HEAD}${BODY_START}<script nonce="n1" type="module" async="">${BOOT}</script>${BODY_END}`;

/** The page cut into chunks of `size` bytes, as a stream might deliver it (splitting characters too). */
async function throughTransform(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

describe("takeModulePreloads", () => {
  it("takes the module preloads out of the head and names each script once, in order", () => {
    const { head, modules } = takeModulePreloads(HEAD);
    expect(modules).toEqual(["/assets/entry.js", "/assets/root.js"]);
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="preload" as="image" href="/a.webp"/>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("takes the nonce off the head's other links, which the CSP lets load without one", () => {
    const { head } = takeModulePreloads(
      '<head><link rel="preload" href="/a.css" as="style" nonce="n1"/><link nonce="n1" rel="icon" href="/i.svg"/></head>',
    );
    expect(head).toBe('<head><link rel="preload" href="/a.css" as="style"/><link rel="icon" href="/i.svg"/></head>');
  });
});

describe("afterFirstPaint", () => {
  it("waits for the paint, preloads the scripts, then imports the route modules under their names", () => {
    const script = afterFirstPaint(BOOT, ["/assets/entry.js", "/assets/root.js"]) ?? "";
    expect(script).not.toMatch(/^\s*import \*/m);
    const waits = script.indexOf(`observe({ type: "paint"`);
    const preloads = script.indexOf('["/assets/entry.js","/assets/root.js"]');
    // In the order React Router wrote them: the root's module runs before its children's.
    const imports = script.indexOf(
      'const route0 = await import("/assets/root.js");\nconst route1 = await import("/assets/home.js");',
    );
    const rest = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect([waits, preloads, imports, rest].every((at) => at > -1)).toBe(true);
    expect(waits < preloads && preloads < imports && imports < rest).toBe(true);
    expect(script.endsWith('import("/assets/entry.js");')).toBe(true);
  });

  it("runs a side-effect import (development's refresh runtime) before the route modules", () => {
    expect(afterFirstPaint('import "/@id/runtime";\nimport * as route0 from "/root.js";\nrun();', [])).toContain(
      'await import("/@id/runtime");\nconst route0 = await import("/root.js");\n\nrun();',
    );
  });

  it("writes the route manifest without React Router's indentation, the same manifest", () => {
    const manifest = {
      entry: { module: "/assets/entry.js", imports: ["/assets/shell.js"] },
      routes: { root: { id: "root", hasLoader: true, hasAction: false, hasClientLoader: false } },
      url: "/assets/m.js",
      version: "b3",
    };
    const pretty = `import * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n`;
    const script = afterFirstPaint(pretty, []) ?? "";
    // Without the false flags, which React Router's client reads as true or not.
    const compact = { ...manifest, routes: { root: { id: "root", hasLoader: true } } };
    expect(script).toContain(`window.__reactRouterManifest = ${JSON.stringify(compact)};\n`);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0};');
  });

  it("does not rewrite a script that does not start with imports", () => {
    expect(afterFirstPaint('import("/assets/entry.js");', [])).toBeNull();
  });

  it("cannot be made to close its script by a script name", () => {
    expect(afterFirstPaint(BOOT, ["/assets/</script><script>alert(1)//.js"])).not.toContain("</script>");
  });
});

describe("scriptsAfterFirstPaint", () => {
  it("takes the preloads out of the head, rewrites the boot script and leaves the rest as it was", async () => {
    const out = await throughTransform(PAGE, 1 << 16);
    const { head, modules } = takeModulePreloads(HEAD);
    const data = DATA.replace('enqueue("[{\\"_1\\":2},\\"छाप\\"]\\n")', 'enqueue(JSON.stringify([{"_1":2},"छाप"])+"\\n")');
    expect(out).toBe(
      `${head}${BODY_START}<script nonce="n1" type="module" async="">${afterFirstPaint(BOOT, modules)}</script>${BODY_END.replace(DATA, data)}`,
    );
  });

  it("puts the preloads back in front of a boot script it cannot rewrite", async () => {
    const boot = '<script nonce="n1" type="module" async="">import("/assets/entry.js");</script>';
    const out = await throughTransform(`${HEAD}<body>${boot}</body></html>`, 7);
    expect(out).toBe(
      `${takeModulePreloads(HEAD).head}<body><link rel="modulepreload" href="/assets/entry.js"/>` +
        `<link rel="modulepreload" href="/assets/root.js"/>${boot}</body></html>`,
    );
  });

  it("gives the same page whatever the chunk sizes, multi-byte characters included", async () => {
    const whole = await throughTransform(PAGE, 1 << 16);
    // Every size up to 40 bytes: some cut a character right after the boot script.
    for (let size = 1; size <= 40; size++) expect(await throughTransform(PAGE, size)).toBe(whole);
  });

  it("knows when a piece of a page ends inside a character", () => {
    const bytes = Buffer.from("a·छ😀");
    const cuts = Array.from({ length: bytes.length + 1 }, (_, end) => endsOnWholeCharacter(bytes.subarray(0, end)));
    // a (1 byte), · (2), छ (3), 😀 (4): whole after 0, 1, 3, 6 and 10 bytes.
    expect(cuts.flatMap((whole, end) => (whole ? [end] : []))).toEqual([0, 1, 3, 6, 10]);
  });

  it("passes a page without a boot script through with only its preloads taken out", async () => {
    const page = `${HEAD}<body><p>Sorry</p></body></html>`;
    expect(await throughTransform(page, 5)).toBe(`${takeModulePreloads(HEAD).head}<body><p>Sorry</p></body></html>`);
  });
});
