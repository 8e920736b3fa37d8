import { randomUUID } from "node:crypto";
import pg from "pg";
import { forgetPublicAnswersChangedElsewhere, onPublicAnswersForgotten } from "./fresh-answers.ts";

/** The PostgreSQL channel instances tell each other of staff changes on. */
const CHANNEL = "chhaap_public_changes";

/** A notice coalesces the changes of this long: an import of 5,000 rows is one message, not 5,000. */
const NOTICE_GAP_MS = 100;

export interface PublicChanges {
  close(): Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * Every instance on one PostgreSQL hears of the staff changes made through any other: this one's
 * forgetPublicAnswers is sent as a NOTIFY (coalesced over NOTICE_GAP_MS), and a NOTIFY from another
 * instance makes this one forget what it keeps (kept pages, lists, search and suggestion answers).
 * Each instance tells its own notices apart by an id of its own. A listening connection that drops is
 * opened again; what was missed meanwhile expires within its few seconds as before.
 */
export async function sharePublicChanges(databaseUrl: string, log: Logger): Promise<PublicChanges> {
  const self = randomUUID();
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let listener: pg.Client | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== self) forgetPublicAnswersChangedElsewhere();
    });
    client.on("error", (err) => {
      log.warn({ err }, "the connection hearing of other instances' changes failed; opening it again");
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen().catch(() => {}), 1_000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    // Anything missed while not listening: forget once, to be safe.
    forgetPublicAnswersChangedElsewhere();
  }
  await listen();

  let pending: NodeJS.Timeout | undefined;
  const stop = onPublicAnswersForgotten(() => {
    if (pending || closed) return;
    pending = setTimeout(() => {
      pending = undefined;
      sender.query("select pg_notify($1, $2)", [CHANNEL, self]).catch((err: unknown) => {
        log.warn({ err }, "other instances could not be told of a change; theirs expire within seconds");
      });
    }, NOTICE_GAP_MS);
  });

  return {
    async close() {
      closed = true;
      stop();
      if (pending) clearTimeout(pending);
      await listener?.end().catch(() => {});
      await sender.end();
    },
  };
}
