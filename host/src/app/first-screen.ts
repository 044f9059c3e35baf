/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settled = signal();
const drawn = signal();

/**
 * Resolves once the first screen has what it needs (issue #25): the remote's code and first data
 * that start-route-early asked for, or at once when it asked for nothing.
 */
export function whenFirstScreenSettled(): Promise<void> {
  return settled.promise;
}

/** index.ts calls it when start-route-early is done (or was not needed). */
export function settleFirstScreen(): void {
  settled.resolve();
}

/** A route's screen (a remote's page, a host page, the refusal) has been committed: ScreenDrawn calls it. */
export function noteScreenDrawn(): void {
  drawn.resolve();
}

/** Resolves once the first route's screen has been committed (its own data may still be loading). */
export function whenScreenDrawn(): Promise<void> {
  return drawn.promise;
}
