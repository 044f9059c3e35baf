import { startTransition, useEffect, useState } from 'react';

/** Cards a board column draws in its first render: more than a phone's screen holds. */
export const FIRST_SCREENFUL = 12;

/**
 * A long list drawn first screen first (issue #25): the first render gets the first `count`
 * items, and the whole list follows at once in a transition, which React renders in slices
 * between frames. A board of up to 200 cards then paints without one long task on a phone.
 * @example const drawn = useFirstScreenful(pedidos); … drawn.map((pedido) => <PedidoCard … />)
 */
export function useFirstScreenful<T>(items: readonly T[], count = FIRST_SCREENFUL): readonly T[] {
  const [allDrawn, setAllDrawn] = useState(false);
  const hidesSome = !allDrawn && items.length > count;
  // Only when something was held back: a short list costs no second render.
  useEffect(() => {
    if (hidesSome) startTransition(() => setAllDrawn(true));
  }, [hidesSome]);
  return hidesSome ? items.slice(0, count) : items;
}
