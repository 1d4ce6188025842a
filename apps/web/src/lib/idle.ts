/**
 * Runs a function when the browser is next idle (at the latest after `timeoutMs`), or after a
 * short delay where there is no requestIdleCallback (Safari, jsdom). Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(run, 50);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}
