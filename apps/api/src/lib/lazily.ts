/**
 * A module loaded by its first use instead of at start: the server's large dependencies that
 * few requests need (ExcelJS, the passkeys' WebAuthn) cost each thread megabytes once loaded
 * (issue 23). Every caller shares the one load.
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
