import type { RemotePageProps } from '@colabora/shared/contracts/remote-page';
import { LoadingState } from '@colabora/shared/ui';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ScreenDrawn } from '../app/screen-drawn';
import { loadedRemotePage, loadRemotePage, type RemoteModuleRef } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

export type RemoteSlotProps = RemotePageProps & { remoteRef: RemoteModuleRef };

type PageState =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType<RemotePageProps> } | { status: 'failed' };

/**
 * Renders a remote's page, with a loading state and 'Módulo indisponível' + retry when it cannot
 * load or throws. Loaded through state, not React.lazy: a page already loaded (the first screen's,
 * asked for by start-route-early) renders at once, and one still loading is revealed as soon as it
 * arrives — React holds back a Suspense boundary's reveal until 300 ms after the last fallback it
 * showed, which put that much between a screen's code and data arriving and its first paint.
 */
export function RemoteSlot({ remoteRef, ...pageProps }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteUnavailable title={pageProps.title} onRetry={retry} />}>
      <RemotePage
        key={`${remoteRef.remote}/${remoteRef.module}`}
        remoteRef={remoteRef}
        pageProps={pageProps}
        onRetry={retry}
      />
    </RemoteErrorBoundary>
  );
}

type RemotePageViewProps = { remoteRef: RemoteModuleRef; pageProps: RemotePageProps; onRetry: () => void };

function RemotePage({ remoteRef, pageProps, onRetry }: RemotePageViewProps) {
  const [state, setState] = useState<PageState>(() => {
    const Page = loadedRemotePage(remoteRef);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });
  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    loadRemotePage(remoteRef).then(
      // A transition: React renders the page in slices, yielding to the browser between them,
      // instead of one long task as its code arrives (issue #25).
      ({ default: Page }) => current && startTransition(() => setState({ status: 'ready', Page })),
      (error: unknown) => {
        console.error('[federation] falha ao carregar módulo remoto', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remoteRef, state.status]);

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable title={pageProps.title} onRetry={onRetry} />;
  const { Page } = state;
  return (
    <>
      <Page {...pageProps} />
      <ScreenDrawn />
    </>
  );
}

function RemoteLoading() {
  return <LoadingState label="Carregando módulo…" />;
}

type RemoteUnavailableProps = { title: string; onRetry: () => void };

function RemoteUnavailable({ title, onRetry }: RemoteUnavailableProps) {
  return (
    <section className="cb-remote-state" role="alert" aria-labelledby="remote-unavailable-title">
      <ScreenDrawn />
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
