let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/**
 * Resolves once the first screen has what it needs (issue #25): the remote's code and first data
 * that start-route-early asked for, or at once when it asked for nothing.
 */
export function whenFirstScreenSettled(): Promise<void> {
  return settled;
}

/** index.ts calls it when start-route-early is done (or was not needed). */
export function settleFirstScreen(): void {
  settle();
}

let noteDrawn: () => void = () => undefined;
const drawn = new Promise<void>((resolve) => {
  noteDrawn = resolve;
});

/** A route's screen (a remote's page, a host page, the refusal) has been committed: ScreenDrawn calls it. */
export function noteScreenDrawn(): void {
  noteDrawn();
}

/** Resolves once the first route's screen has been committed (its own data may still be loading). */
export function whenScreenDrawn(): Promise<void> {
  return drawn;
}
