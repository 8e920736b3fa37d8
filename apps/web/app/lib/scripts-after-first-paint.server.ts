import { Transform, type TransformOptions } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const STATIC_IMPORT = /^[\s;]*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");?/;

/**
 * Resolves once the browser reports the first paint and, when the page has a main picture (the
 * product gallery's, marked fetchpriority="high"), the frame after that picture has loaded. After
 * 3 s in any case: a tab in the background does not paint, a picture may not come.
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

/** The head without its module preloads, and the scripts they named (each once, in order). */
export function takeModulePreloads(head: string): { head: string; modules: string[] } {
  const modules = new Set<string>();
  const rest = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.add(href);
    return "";
  });
  return { head: rest, modules: [...modules] };
}

/**
 * React Router's boot script imports the route modules statically, so they load as soon as it is
 * parsed, then starts the client entry. This version waits for the first paint (with the main
 * picture, if any), preloads the page's scripts, then imports the same modules dynamically
 * and runs the rest unchanged. Anything unexpected is returned as it was: the page then loads its
 * scripts early, as React Router does, and still works.
 */
export function afterFirstPaint(source: string, modules: string[]): string {
  let rest = source;
  const imports: { name: string; url: string }[] = [];
  for (let match = STATIC_IMPORT.exec(rest); match; match = STATIC_IMPORT.exec(rest)) {
    imports.push({ name: match[1] ?? `_${imports.length}`, url: match[2] as string });
    rest = rest.slice(match[0].length);
  }
  if (imports.length === 0) return source;
  const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  return [
    WAIT_FOR_FIRST_PAINT,
    `for (const href of ${json(modules)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.url})`).join(", ")}]);`,
    rest,
  ].join("\n");
}

/**
 * The page paints before its scripts load. React Router preloads every script from the head and
 * imports them as soon as its boot script is parsed; on a phone's slow link the 140 kB they weigh
 * share the bandwidth with the stylesheets and the first picture, which the shopper sees first
 * (decision 0008). This stream takes the module preloads out of the head and rewrites the boot
 * script to load them once the page has painted. The head and the boot script are held back until
 * each is complete (React writes both whole, so nothing waits); the rest passes through unchanged.
 */
export function scriptsAfterFirstPaint(options: Pick<TransformOptions, "final"> = {}): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let modules: string[] | undefined;
  let booted = false;

  /** What can go out now; keeps back a tag cut off at the end, or a boot script not yet complete. */
  function release(): string {
    if (modules === undefined) {
      const end = pending.indexOf("</head>");
      if (end === -1) return "";
      const taken = takeModulePreloads(pending.slice(0, end));
      modules = taken.modules;
      pending = taken.head + pending.slice(end);
    }
    if (booted) return take(pending.length);
    const open = BOOT_SCRIPT.exec(pending);
    if (!open) {
      const lastTag = pending.lastIndexOf("<");
      return take(lastTag !== -1 && !pending.includes(">", lastTag) ? lastTag : pending.length);
    }
    const bodyStart = open.index + open[0].length;
    const close = pending.indexOf("</script>", bodyStart);
    if (close === -1) return take(open.index);
    booted = true;
    pending = pending.slice(0, bodyStart) + afterFirstPaint(pending.slice(bodyStart, close), modules) + pending.slice(close);
    return take(pending.length);
  }

  function take(length: number): string {
    const out = pending.slice(0, length);
    pending = pending.slice(length);
    return out;
  }

  return new Transform({
    ...options,
    // Text goes through one decoder throughout, so a character split between chunks stays whole.
    transform(chunk: Buffer, _encoding, done) {
      pending += decoder.write(chunk);
      const out = release();
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
