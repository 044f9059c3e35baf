import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
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
  it('shows a success politely and an error at once', () => {
    render(<Toaster />);
    act(() => {
      showToast.success('Pedido salvo.');
      showToast.error('Sem comunicação com o servidor. Verifique sua conexão.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Pedido salvo.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sem comunicação com o servidor. Verifique sua conexão.');
  });

  it('shows an info toast', () => {
    render(<Toaster />);
    act(() => {
      showToast.info('Nova versão disponível.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível.');
  });

  it('replaces a toast with the same id instead of stacking', () => {
    render(<Toaster />);
    act(() => {
      showToast.error('Sem comunicação.', { id: 'offline' });
      showToast.error('Sem comunicação.', { id: 'offline' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('lasts 3 s', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        showToast.success('Salvo.');
      });
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(screen.getByText('Salvo.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.queryByText('Salvo.')).not.toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });
});
