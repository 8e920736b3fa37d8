import { LRUCache } from "lru-cache";

/**
 * Every page's shell reads the same few lists (menus, categories, currencies, countries, the site);
 * asking the API, then parsing and checking each, cost about a fifth of a page's rendering. Such an
 * answer, asked for as nobody in particular, is kept parsed for as long as the API marks it `public`,
 * at most SHARED_ANSWER_MAX_MS; concurrent pages share one request. Failures and answers not marked
 * public are not kept. Bounded by entries and by an estimate of their bytes, least recently used first.
 */
const SHARED_ANSWER_MAX_MS = 10_000;
const SHARED_ANSWER_MAX_ENTRIES = 64;
const SHARED_ANSWER_MAX_BYTES = 4 * 1024 * 1024;

interface Answer {
  data: unknown;
  /** How long the API lets anyone reuse it; 0 for private or failed answers. */
  sharedForMs: number;
}

const answers = new LRUCache<string, Answer, () => Promise<Answer>>({
  max: SHARED_ANSWER_MAX_ENTRIES,
  maxSize: SHARED_ANSWER_MAX_BYTES,
  sizeCalculation: (answer) => approximateBytes(answer.data),
  ttl: SHARED_ANSWER_MAX_MS,
  fetchMethod: async (_path, _stale, { context, options }) => {
    const answer = await withinMaxAge(context());
    options.ttl = Math.min(Math.max(answer.sharedForMs, 1), SHARED_ANSWER_MAX_MS);
    return answer;
  },
  ignoreFetchAbort: true,
});

/** The staff-edit generation the kept answers belong to. */
let keptAt = 0;

/**
 * The answer for `path`, from the cache or from `read`. One path always has one schema, so what is
 * kept for a path is what `read` parsed it as.
 */
export async function sharedAnswer<T>(
  path: string,
  generation: number,
  read: () => Promise<{ data: T | null; sharedForMs: number }>,
): Promise<T | null> {
  // Staff changed what shoppers see since these answers were kept: ask again.
  if (generation !== keptAt) {
    answers.clear();
    keptAt = generation;
  }
  const answer = await answers.fetch(path, { context: read });
  if (!answer) return null;
  // Waiting pages shared this request; the next one asks again.
  if (answer.data === null || answer.sharedForMs === 0) answers.delete(path);
  return answer.data as T | null;
}

/**
 * A request that never ends must not hold every later page: past the longest time an answer may be
 * kept, the pages waiting for it go without (as for any failure) and the next page asks again.
 */
function withinMaxAge(request: Promise<Answer>): Promise<Answer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ data: null, sharedForMs: 0 }), SHARED_ANSWER_MAX_MS);
    timer.unref?.();
  });
  return Promise.race([request, givenUp]).finally(() => clearTimeout(timer));
}

/** The size of an answer as JSON: close enough to what it holds in memory to budget by. */
function approximateBytes(value: unknown): number {
  try {
    return Math.max(1, (JSON.stringify(value)?.length ?? 0) * 2);
  } catch {
    return 1024;
  }
}
