import { sessionAtom } from '@colabora/shared/session';
import { RealtimeStatusIndicator } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

// The hub state lives in @colabora/shared/realtime, loaded only once someone is signed in, so the
// SignalR client stays out of what /acesso downloads.
const PedidosHubIndicator = lazy(() =>
  import('@colabora/shared/realtime').then((realtime) => ({
    default: function PedidosHubIndicator() {
      return <RealtimeStatusIndicator states={[useAtomValue(realtime.pedidosHubStateAtom)]} />;
    },
  })),
);

/** The header's live-connection dot, for signed-in users only. */
export function ConnectionStatus() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return (
    <span className="shell__connection">
      <Suspense fallback={null}>
        <PedidosHubIndicator />
      </Suspense>
    </span>
  );
}
