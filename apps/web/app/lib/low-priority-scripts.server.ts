import { Transform, type TransformOptions } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/** The head with every module preload asking for low priority. */
export function lowPriorityModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * React Router preloads every script of the page from the head at high priority, where on a
 * phone's slow link they share the bandwidth with the stylesheets and the first picture, which
 * the shopper sees first. Hydration can wait those few hundred milliseconds: this stream marks
 * the head's module preloads low priority (React Router's <Scripts> takes no such option). The
 * head is held back until it is complete (React writes it in its first chunk, so nothing waits),
 * and the rest of the page passes through unchanged.
 */
export function lowPriorityScripts(options: Pick<TransformOptions, "final"> = {}): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let headDone = false;
  return new Transform({
    ...options,
    // Text goes through one decoder throughout, so a character split between chunks stays whole.
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.write(chunk);
      if (headDone) return done(null, text);
      head += text;
      const end = head.indexOf("</head>");
      if (end === -1) return done();
      headDone = true;
      done(null, lowPriorityModulePreloads(head.slice(0, end)) + head.slice(end));
    },
    flush(done) {
      const rest = decoder.end();
      done(null, headDone ? rest : lowPriorityModulePreloads(head + rest));
    },
  });
}
