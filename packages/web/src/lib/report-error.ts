/**
 * Render failures go to the console. The spec reports them to an error-reporting service except on
 * localhost; the reference setup reaches no outside service (contract.md), so nothing leaves the page.
 */
export function reportError(error: unknown, context?: unknown): void {
  console.error('Render failure', error, context);
}
