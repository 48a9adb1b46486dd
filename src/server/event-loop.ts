import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * For a long loop on the event loop: `await pace()` once an iteration gives the other requests their turn whenever
 * the loop has run `sliceMs` since it last did, and costs nothing in between.
 */
export function pacer(sliceMs = 10): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
