/** localStorage that never throws: storage can be disabled, full or blocked by privacy settings. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** False when storage refused the write (a list kept only there is then unchanged). */
export function writeLocal(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    // The preference still holds for this page through the cookie or React state.
    return false;
  }
}
