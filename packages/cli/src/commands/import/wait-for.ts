/** Test helper: resolves once `check` holds (polled), or fails after `timeoutMs` with `what`. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
