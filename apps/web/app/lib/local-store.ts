/** localStorage that never throws: storage can be disabled, full or blocked by privacy settings. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The preference still holds for this page through the cookie or React state.
  }
}
