/**
 * A chunk loader that fetches once for any number of callers and again after a failure (a
 * network blip must not stick until the page reloads). For code loaded on first use (issue 20).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
