import type { QrcodePublico } from '@colabora/shared/contracts';
import { ok, reply, renderWithProviders, setupFakeApi } from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import QrcodeRoute from '../../../routes/qrcode';
import { qrCodeDrawing } from './qr-code-image';

const api = setupFakeApi();

const TOKEN = 'Xq3v9TnB0aLk2mZpR7yW1cE5uH8sJ4dG6fQ0iO2tV9w';
const EXPIRED = 'Este link do QR Code expirou ou foi revogado. Peça um novo link a quem o enviou.';

function publico(overrides: Partial<QrcodePublico> = {}): QrcodePublico {
  return {
    nomeCanal: 'Loja Centro',
    estado: 'aguardando_qr',
    qrCode: 'QR-1',
    pairingCode: 'WZYX-1234',
    expiraEm: '2026-11-22T13:20:00.000Z',
    ...overrides,
  };
}

/** As the host renders it: signed out, at /qrcode/{token}, the token as the route's `id`. */
function renderPublicPage(token = TOKEN) {
  return renderWithProviders(<QrcodeRoute menuItem={null} basePath="/qrcode" title="QR Code" />, {
    url: `/qrcode/${token}`,
    path: '/qrcode/:id/*',
    session: null,
  });
}

const qrImage = () => screen.queryByRole('img', { name: 'QR Code para conectar o canal Loja Centro' });
const requests = () => api.calls.filter((call) => call.path === `/api/qrcode/${TOKEN}`);

describe('given the public page of a shared QR Code link', () => {
  it('shows the channel, its live QR Code, the pairing code and how to read it, until it connects', async () => {
    let answer = publico();
    api.on('GET', '/api/qrcode/:token', () => ok(answer));
    renderPublicPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Conectar o WhatsApp' })).toBeInTheDocument();
    await waitFor(() => expect(qrImage()?.querySelector('path')).toHaveAttribute('d', qrCodeDrawing('QR-1').path));
    expect(screen.getByText('Loja Centro')).toBeInTheDocument();
    expect(screen.getByText('WZYX-1234')).toBeInTheDocument();
    expect(screen.getByText(/Aparelhos conectados/)).toBeInTheDocument();
    expect(screen.getByText(/Conectar um aparelho e aponte a câmera/)).toBeInTheDocument();
    expect(screen.getByText('Este link vale até 10:20.')).toBeInTheDocument();
    // Signed out: no token goes with the request.
    expect(requests()[0]?.headers.get('authorization')).toBeNull();

    // The gateway renews the QR: the page asks again by itself (there is no hub for visitors).
    answer = publico({ qrCode: 'QR-2' });
    await waitFor(() => expect(qrImage()?.querySelector('path')).toHaveAttribute('d', qrCodeDrawing('QR-2').path), {
      timeout: 5_000,
    });

    answer = publico({ estado: 'conectado', qrCode: null, pairingCode: null });
    expect(await screen.findByText('Conectado!', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(qrImage()).not.toBeInTheDocument();
  }, 15_000);

  it('shows the server’s sentence for an expired or revoked link, and stops asking', async () => {
    api.on('GET', '/api/qrcode/:token', () => reply(404, { success: false, message: EXPIRED }));
    renderPublicPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(requests()).toHaveLength(1);
  }, 10_000);

  it('does not ask the server about a link that cannot be one', async () => {
    renderPublicPage('1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link do QR Code está incompleto ou não é válido. Peça um novo link a quem o enviou.',
    );
    expect(api.calls).toHaveLength(0);
  });
});
