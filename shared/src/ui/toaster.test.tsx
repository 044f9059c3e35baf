import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { appStore } from '../session/app-store';
import { firstScreenShownAtom } from '../session/first-screen-shown';
import { toastAskedAtom } from './toast-library';
import { showToast, TOAST_DURATION_MS } from './show-toast';
import { Toaster } from './toaster';

beforeAll(() => {
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  // Dismissed toasts linger for their exit animation; remove them so tests stay independent.
  act(() => toast.remove());
});

describe('Toaster and showToast', () => {
  it('shows a success politely and an error at once', async () => {
    render(<Toaster />);
    act(() => {
      showToast.success('Pedido salvo.');
      showToast.error('Sem comunicação com o servidor. Verifique sua conexão.');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Pedido salvo.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sem comunicação com o servidor. Verifique sua conexão.');
  });

  it('shows an info toast', async () => {
    render(<Toaster />);
    act(() => {
      showToast.info('Nova versão disponível.');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Nova versão disponível.');
  });

  it('replaces a toast with the same id instead of stacking, also when the second comes before the library', async () => {
    render(<Toaster />);
    let ids: string[] = [];
    act(() => {
      ids = [
        showToast.error('Sem comunicação.', { id: 'offline' }),
        showToast.error('Sem comunicação.', { id: 'offline' }),
      ];
    });
    expect(ids).toEqual(['offline', 'offline']);
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('answers a toast’s id at once, so it can be dismissed before it has shown', async () => {
    render(<Toaster />);
    act(() => {
      showToast.dismiss(showToast.success('Já era.'));
      showToast.success('Fica.');
    });
    await screen.findByText('Fica.');
    // A dismissed toast stays only for its exit, hidden.
    expect(screen.queryByText('Já era.')).not.toBeVisible();
  });

  it('mounts once the first screen is shown, or at the first toast before that', async () => {
    appStore.set(firstScreenShownAtom, false);
    appStore.set(toastAskedAtom, false);
    try {
      const { container } = render(<Toaster />);
      expect(container).toBeEmptyDOMElement();
      act(() => {
        showToast.error('Sem comunicação com o servidor. Verifique sua conexão.');
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Sem comunicação com o servidor.');
    } finally {
      act(() => appStore.set(firstScreenShownAtom, true));
    }
  });

  it('lasts 3 s', async () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        showToast.success('Salvo.');
      });
      // The library's file arrives (a few of the wait's 50 ms steps), then the toast's 3 s run.
      await screen.findByText('Salvo.');
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(screen.getByText('Salvo.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.queryByText('Salvo.')).not.toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });
});
