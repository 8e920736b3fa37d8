/** `list` in an order fixed by `seed` (Fisher–Yates on a linear congruential generator): every run asks the same. */
export function shuffled<T>(list: readonly T[], seed = 42): T[] {
  const out = [...list];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
