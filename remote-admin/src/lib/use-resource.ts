import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from './api-error-message';

export type Resource<T> =
  | { status: 'loading'; data: T | null; error: null; reload: () => void }
  | { status: 'success'; data: T; error: null; reload: () => void }
  | { status: 'error'; data: T | null; error: string; reload: () => void };

/**
 * Loads something when `key` changes, keeps the previous data while reloading (a list does not
 * blink when the page changes) and ignores answers that arrive after a newer request.
 * @example const usuarios = useResource(`usuarios?${query}`, () => getUsuarios(query), 'Não foi possível carregar os usuários.')
 */
export function useResource<T>(key: string, load: () => Promise<T>, errorMessage: string): Resource<T> {
  const [state, setState] = useState<{ status: Resource<T>['status']; data: T | null; error: string | null }>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    loadRef.current().then(
      (data) => current && setState({ status: 'success', data, error: null }),
      async (error: unknown) => {
        const message = await apiErrorMessage(error, errorMessage);
        if (current) setState((previous) => ({ status: 'error', data: previous.data, error: message }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, errorMessage]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload } as Resource<T>;
}
