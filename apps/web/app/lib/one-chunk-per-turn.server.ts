import { Transform } from "node:stream";

/**
 * Passes on what arrives in one turn of the event loop as one chunk. React writes a page in 2 kB
 * pieces, and each would otherwise cross the streams between the render and the socket on its own
 * and leave as a write of its own: some 40 for a product page, which cost more of the server's
 * time than rendering the page's header. The shell, and each part that streams in later, still
 * leaves in the turn React writes it.
 */
export function oneChunkPerTurn(): Transform {
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  function release() {
    scheduled = undefined;
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      scheduled ??= setImmediate(release);
      done();
    },
    flush(done) {
      if (scheduled) clearImmediate(scheduled);
      release();
      done();
    },
  });
  return stream;
}
