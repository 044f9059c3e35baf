import type { RemotePageProps } from '@colabora/shared/contracts';
import { sessionAtom } from '@colabora/shared/session';
import { UnderConstruction } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { Route, Routes } from 'react-router-dom';

/** /pedidos: the live orders board arrives with its own issue; the descendant routes are in place. */
export default function PedidosRoute({ title }: RemotePageProps) {
  // Read from the host's session atom: proof that host and remote share one @colabora/shared.
  const session = useAtomValue(sessionAtom);
  return (
    <Routes>
      <Route
        index
        element={
          <UnderConstruction title={title}>
            <p data-testid="shared-session-user">Atendente: {session?.usuario.nome ?? 'não identificado'}</p>
          </UnderConstruction>
        }
      />
      <Route path=":idPedido" element={<UnderConstruction title={`${title} · detalhe`} />} />
    </Routes>
  );
}
