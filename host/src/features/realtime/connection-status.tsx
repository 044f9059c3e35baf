import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

const Indicator = lazy(() =>
  import('@colabora/shared/realtime').then((realtime) => ({
    default: () => <realtime.RealtimeStatusIndicator hub="pedidos" />,
  })),
);

/** The header's live-connection dot, for signed-in users only. */
export function ConnectionStatus() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return (
    <span className="shell__connection">
      <Suspense fallback={null}>
        <Indicator />
      </Suspense>
    </span>
  );
}
