/*
 * The tab's title: the screen's name (`Pedidos · Colabora`) and, in front of it, how many
 * conversations wait for the user (`(3) Pedidos · Colabora`, issue #27), so a staff member on
 * another tab or screen sees a customer is waiting. The routes set the first, the chat notices the
 * second; neither overwrites the other.
 */

let screenTitle = 'Colabora';
let waiting = 0;

/**
 * The title with the count in front; nothing in front when none wait, 99+ past 99.
 * @example titleWithCount('Pedidos · Colabora', 3) // → '(3) Pedidos · Colabora'
 */
export function titleWithCount(title: string, count: number): string {
  if (count <= 0) return title;
  return `(${count > 99 ? '99+' : count}) ${title}`;
}

function apply(): void {
  document.title = titleWithCount(screenTitle, waiting);
}

/** The screen's own name, as the menu calls it. */
export function setScreenTitle(title: string): void {
  screenTitle = `${title} · Colabora`;
  apply();
}

/** How many conversations wait for the user (0 clears the count). */
export function setWaitingCount(count: number): void {
  waiting = count;
  apply();
}
