import type { RemotePageProps } from '@colabora/shared/contracts/remote-page';
import { LoadingState } from '@colabora/shared/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemotePage, type RemoteModuleRef } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

export type RemoteSlotProps = RemotePageProps & { remoteRef: RemoteModuleRef };

/** Renders a remote's page: lazy, with a loading state and 'Módulo indisponível' + retry on failure. */
export function RemoteSlot({ remoteRef, ...pageProps }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected promise forever.
  const Page = useMemo(
    () => lazy(() => loadRemotePage(remoteRef)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` forces a fresh load on retry
    [remoteRef.remote, remoteRef.module, attempt],
  );

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => <RemoteUnavailable title={pageProps.title} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Page {...pageProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading() {
  return <LoadingState label="Carregando módulo…" />;
}

type RemoteUnavailableProps = { title: string; onRetry: () => void };

function RemoteUnavailable({ title, onRetry }: RemoteUnavailableProps) {
  return (
    <section className="cb-remote-state" role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">Módulo indisponível</h1>
      <p>
        Não foi possível carregar <strong>{title}</strong> agora. O restante do aplicativo continua funcionando.
      </p>
      <button type="button" className="cb-button cb-button--primary" onClick={onRetry}>
        Tentar novamente
      </button>
    </section>
  );
}
