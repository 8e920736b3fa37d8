/**
 * ArrowDown/ArrowUp move the highlighted suggestion with wrap-around.
 * `current` is -1 when nothing is highlighted; the result is -1 only when there are no suggestions.
 */
export function moveHighlight(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
