import { Transform, type TransformOptions } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { compactStreamData } from "./compact-stream-data.server.ts";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
/** A script of React Router's loader data: one chunk of it, or the one that closes it. */
const DATA_SCRIPT = /<script\b[^>]*>(?=window\.__reactRouterContext\.streamController\.(?:enqueue\(|close\(\)))/;
const CLOSE_DATA = "window.__reactRouterContext.streamController.close()";
const STATIC_IMPORT = /^[\s;]*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");?/;

/**
 * Resolves once the browser reports the first paint and the frame after the page's first picture
 * marked fetchpriority="high" has loaded (the gallery's on a product page, the first card's on the
 * home and list pages, a blog post's). After 3 s in any case: a tab in the background does not
 * paint, a picture may not come.
 */
const WAIT_FOR_FIRST_PAINT = `await new Promise((ready) => {
  setTimeout(ready, 3000);
  const picture = document.querySelector('img[fetchpriority="high"]');
  const afterPicture = () => {
    if (!picture || picture.complete) return requestAnimationFrame(() => setTimeout(ready));
    for (const event of ["load", "error"]) picture.addEventListener(event, afterPicture, { once: true });
  };
  new PerformanceObserver(afterPicture).observe({ type: "paint", buffered: true });
});`;

const LINK_NONCE = /(<link\b[^>]*?) nonce="[^"]*"/g;

/**
 * The head without its module preloads, and the scripts they named (each once, in order). Its other
 * links lose their nonce: the CSP lets the shop's own stylesheets and icon load without one (style-src
 * 'self'), and it was 41 bytes on each of a product page's nine links.
 */
export function takeModulePreloads(head: string): { head: string; modules: string[] } {
  const modules = new Set<string>();
  const rest = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.add(href);
    return "";
  });
  return { head: rest.replace(LINK_NONCE, "$1"), modules: [...modules] };
}

/**
 * React Router's boot script imports the route modules statically, so they load as soon as it is
 * parsed, then starts the client entry. This version waits for the first paint (with the main
 * picture, if any), preloads the page's scripts, then imports the same modules dynamically, in the
 * same order (the preloads fetch them in parallel), and runs the rest unchanged. Null when the
 * script does not start with the imports we expect.
 */
export function afterFirstPaint(source: string, modules: string[]): string | null {
  let rest = source;
  const imports: string[] = [];
  for (let match = STATIC_IMPORT.exec(rest); match; match = STATIC_IMPORT.exec(rest)) {
    imports.push(match[1] ? `const ${match[1]} = await import(${match[2]});` : `await import(${match[2]});`);
    rest = rest.slice(match[0].length);
  }
  if (imports.length === 0) return null;
  return [
    WAIT_FOR_FIRST_PAINT,
    `for (const href of ${json(modules)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    ...imports,
    compactManifest(rest),
  ].join("\n");
}

const json = (value: unknown, replacer?: (key: string, value: unknown) => unknown) =>
  JSON.stringify(value, replacer).replaceAll("<", "\\u003c");

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});\n/;

/**
 * React Router writes the page's part of the route manifest indented by two spaces (a third of its
 * 2.9 kB on every page), and each route's flags in full, mostly `false`. Written again without the
 * indentation and without the false flags, which its client reads only as true or not (a route's
 * `hasAction`, `hasClientLoader`, ...); left as it is if it does not read as JSON.
 */
function compactManifest(script: string): string {
  return script.replace(MANIFEST, (whole, assign: string, manifest: string) => {
    try {
      return `${assign}${json(JSON.parse(manifest), (_key, value) => (value === false ? undefined : value))};\n`;
    } catch {
      return whole;
    }
  });
}

/** Whether these bytes end with a whole UTF-8 character (the decoder then holds nothing back). */
export function endsOnWholeCharacter(bytes: Uint8Array): boolean {
  // Walk back over continuation bytes (10xxxxxx) to the last character's first byte.
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back] as number;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return length === back;
  }
  return bytes.length === 0;
}

/**
 * The page paints before its scripts load. React Router preloads every script from the head and
 * imports them as soon as its boot script is parsed; on a phone's slow link the 140 kB they weigh
 * share the bandwidth with the stylesheets and the first picture, which the shopper sees first
 * (decision 0008). This stream takes the module preloads out of the head and rewrites the boot
 * script to load them once the page has painted, then writes the loader data's scripts compactly
 * (compact-stream-data.server.ts) until the one that closes the data. The head and each script are
 * held back until complete (React writes each whole, so nothing waits); the rest passes unchanged.
 */
export function scriptsAfterFirstPaint(options: Pick<TransformOptions, "final"> = {}): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let modules: string[] | undefined;
  let booted = false;
  let dataClosed = false;

  /** What can go out now; keeps back a tag cut off at the end, or a script not yet complete. */
  function release(): string {
    if (modules === undefined) {
      const end = pending.indexOf("</head>");
      if (end === -1) return "";
      const taken = takeModulePreloads(pending.slice(0, end));
      modules = taken.modules;
      pending = taken.head + pending.slice(end);
    }
    let out = "";
    while (!dataClosed) {
      const open = (booted ? DATA_SCRIPT : BOOT_SCRIPT).exec(pending);
      if (!open) return out + take(cutTagAt());
      const bodyStart = open.index + open[0].length;
      const close = pending.indexOf("</script>", bodyStart);
      if (close === -1) return out + take(open.index);
      const source = pending.slice(bodyStart, close);
      if (booted) {
        dataClosed = source.startsWith(CLOSE_DATA);
        pending = pending.slice(0, bodyStart) + compactStreamData(source) + pending.slice(close);
      } else {
        booted = true;
        pending =
          pending.slice(0, open.index) +
          rewriteBoot(pending.slice(open.index, bodyStart), source, modules) +
          pending.slice(close);
      }
      out += take(pending.indexOf("</script>", bodyStart));
    }
    return out + take(pending.length);
  }

  /** Where to stop when no script is complete: before a tag cut off at the end, or a script whose
   * start has come but not enough of it to tell whether it is the one looked for. */
  function cutTagAt(): number {
    const lastTag = pending.lastIndexOf("<");
    if (lastTag !== -1 && !pending.includes(">", lastTag)) return lastTag;
    const lastScript = pending.lastIndexOf("<script");
    return lastScript !== -1 && !pending.includes("</script>", lastScript) ? lastScript : pending.length;
  }

  function take(length: number): string {
    const out = pending.slice(0, length);
    pending = pending.slice(length);
    return out;
  }

  // Once the data is closed, the rest of the page passes on as the bytes it came in.
  let passThrough = false;

  return new Transform({
    ...options,
    // Until then, text goes through one decoder, so a character split between chunks stays whole.
    transform(chunk: Buffer, _encoding, done) {
      if (passThrough) return done(null, chunk);
      pending += decoder.write(chunk);
      const out = release();
      passThrough = dataClosed && pending === "" && endsOnWholeCharacter(chunk);
      done(null, out || undefined);
    },
    flush(done) {
      pending += decoder.end();
      const out = release() + pending;
      pending = "";
      done(null, out);
    },
  });
}

/** The boot script's opening tag and body, rewritten; with the preloads back in front if it cannot be. */
function rewriteBoot(openTag: string, source: string, modules: string[]): string {
  const rewritten = afterFirstPaint(source, modules);
  if (rewritten !== null) return openTag + rewritten;
  // Not the script we know: leave it, with the preloads back in front of it.
  console.warn("[web] React Router's boot script has an unexpected shape; its scripts load as it asks");
  return modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") + openTag + source;
}
