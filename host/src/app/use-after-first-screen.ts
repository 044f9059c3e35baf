import { useEffect, useState } from 'react';
import { afterFirstScreen } from './first-screen';

/**
 * False until the first screen has its code and data and the browser is idle (ADR 0024): a part
 * of the shell that can wait renders only then, so it does not compete with the screen.
 * @example const ready = useAfterFirstScreen(); return ready ? <ChatNotices /> : null;
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterFirstScreen(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
