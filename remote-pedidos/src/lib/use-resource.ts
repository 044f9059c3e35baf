import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown };

export type UseResourceResult<T> = Resource<T> & {
  /** Loads again; the current data stays on screen meanwhile (no flash of the loading state). */
  refetch: () => void;
  /** Local edits from live events, without a round trip. */
  setData: Dispatch<SetStateAction<T | undefined>>;
};

/**
 * Loads `fetcher` whenever `key` changes, keeping only the answer to the latest request, so a
 * slow old answer never overwrites a newer one. `key` is what the fetcher depends on (filters, id);
 * null loads nothing (and stays 'loading').
 */
export function useResource<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): UseResourceResult<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [state, setState] = useState<{ status: 'loading' | 'success' | 'error'; error: unknown }>({
    status: 'loading',
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState((current) => (current.status === 'error' ? { status: 'loading', error: null } : current));
    fetcherRef
      .current(controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        setData(result);
        setState({ status: 'success', error: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const status = state.status === 'loading' && data !== undefined ? 'success' : state.status;
  return { status, data, error: state.error, refetch, setData } as UseResourceResult<T>;
}
