import { Component, type ReactNode } from 'react';

export type RemoteErrorBoundaryProps = {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
};

type State = { error: Error | null };

/** Keeps a failing remote inside its slot: the shell and the menu keep working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[federation] falha ao carregar módulo remoto', error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
