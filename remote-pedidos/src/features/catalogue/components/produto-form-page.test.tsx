import type { ProdutoServico } from '@colabora/shared/contracts/produtos';
import { fail, ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { produto } from '../../../test/fixtures';
import { CataloguePage } from './catalogue-page';
import { ProdutoFormPage } from './produto-form-page';

const api = setupFakeApi();
afterEach(() => jest.restoreAllMocks());

const CATALOGO = testMenuItem('produto-servico', 'CRUD', 'Produtos e Serviços');

function renderNewEntry(menuItem = CATALOGO) {
  return renderWithProviders(<ProdutoFormPage menuItem={menuItem} />, { url: '/produto-servico/novo' });
}

function renderEntry(id: number) {
  return renderWithProviders(<ProdutoFormPage menuItem={CATALOGO} />, {
    url: `/produto-servico/${id}`,
    path: '/produto-servico/:idProduto',
  });
}

describe('given the catalogue form', () => {
  beforeEach(() => {
    api.on('POST', '/api/produtos-servicos', (call) =>
      ok(produto({ ...(call.json as Partial<ProdutoServico>), idProdutoServico: 5 }), '"Pastel" incluído no catálogo.'),
    );
  });

  it('reads the price as people write money and sends whole cents', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderNewEntry();
    await user.type(screen.getByLabelText(/^Nome/), 'Pastel');
    // "55" would be R$ 55,00, not R$ 0,55 (issue #28); thousands are grouped as they are typed.
    await user.type(screen.getByLabelText(/^Preço/), '1234,56');
    expect(screen.getByLabelText(/^Preço/)).toHaveValue('1.234,56');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/produtos-servicos',
      json: { nome: 'Pastel', descricao: null, categoria: null, precoCentavos: 123456, ativo: true },
    });
  });

  it('refuses an empty name and price with pt-BR messages', async () => {
    const user = userEvent.setup();
    renderNewEntry();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe o preço.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a repeated name as the server says it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    api.on('POST', '/api/produtos-servicos', () => fail('Já existe um produto ou serviço com este nome.', 409));
    const user = userEvent.setup();
    renderNewEntry();
    await user.type(screen.getByLabelText(/^Nome/), 'X-Burguer');
    await user.type(screen.getByLabelText(/^Preço/), '100');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Já existe um produto ou serviço com este nome.'));
  });

  it('shows a refusal about one field on that field, until the field changes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    api.on('POST', '/api/produtos-servicos', () =>
      reply(409, { success: false, message: 'Já existe um produto ou serviço com este nome.', campo: 'nome' }),
    );
    const user = userEvent.setup();
    renderNewEntry();
    const nome = screen.getByLabelText(/^Nome/);
    await user.type(nome, 'X-Burguer');
    await user.type(screen.getByLabelText(/^Preço/), '100');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(nome).toHaveAccessibleDescription('Já existe um produto ou serviço com este nome.'));
    expect(nome).toHaveFocus();
    expect(failure).not.toHaveBeenCalled();
    await user.type(nome, ' duplo');
    expect(nome).not.toHaveAccessibleDescription(/Já existe/);
  });

  it('says why to a profile that cannot create entries, with no form', () => {
    renderNewEntry(testMenuItem('produto-servico', 'R', 'Produtos e Serviços'));
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar o catálogo.');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('offers the photo through a labelled button that opens the file chooser', async () => {
    const user = userEvent.setup();
    renderNewEntry();
    const picker = screen.getByRole('group', { name: 'Foto' });
    const choose = within(picker).getByRole('button', { name: 'Escolher foto' });
    expect(choose).toHaveAccessibleDescription(/recorte quadrado \(350 × 350 pixels\)/);
    const input = screen.getByLabelText('Foto (arquivo)');
    // The bare input is not a second stop for the keyboard: the button is the one.
    expect(input).toHaveAttribute('tabindex', '-1');
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.click(choose);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('shows the saved photo and offers to replace it', async () => {
    api.on('GET', '/api/produtos-servicos/:id', () =>
      ok(produto({ idProdutoServico: 5, nome: 'Pastel', temFoto: true })),
    );
    api.on(
      'GET',
      '/api/produtos-servicos/:id/foto',
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
    );
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:foto-5'), revokeObjectURL: jest.fn() });
    renderEntry(5);
    expect(await screen.findByRole('img', { name: 'Imagem atual' })).toHaveAttribute('src', 'blob:foto-5');
    expect(screen.getByRole('button', { name: 'Trocar foto' })).toBeInTheDocument();
  });

  describe('with a photo picked', () => {
    const JPEG_BYTES = 'jpeg';
    let drawImage: jest.Mock;

    beforeEach(() => {
      // jsdom decodes and draws nothing: stand in for the browser's image decoding and canvas.
      Object.assign(globalThis, {
        createImageBitmap: jest.fn(async () => ({ width: 400, height: 300, close: jest.fn() })),
      });
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:foto-nova'), revokeObjectURL: jest.fn() });
      drawImage = jest.fn();
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue({ drawImage, fillRect: jest.fn() } as unknown as CanvasRenderingContext2D);
      jest
        .spyOn(HTMLCanvasElement.prototype, 'toBlob')
        .mockImplementation((callback) => callback(new Blob([JPEG_BYTES], { type: 'image/jpeg' })));
    });

    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'createImageBitmap');
    });

    async function pickPhoto(user: ReturnType<typeof userEvent.setup>) {
      await user.upload(
        screen.getByLabelText('Foto (arquivo)'),
        new File(['png'], 'pastel.png', { type: 'image/png' }),
      );
      const cropper = await screen.findByRole('dialog', { name: 'Ajustar foto' });
      await user.click(within(cropper).getByRole('button', { name: 'Usar esta foto' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    it('crops it to a 350×350 square and shows it before saving', async () => {
      const user = userEvent.setup();
      renderNewEntry();
      await pickPhoto(user);
      // The last drawing is the result: the centred 300×300 square of a 400×300 picture, at 350×350.
      expect(drawImage.mock.lastCall?.slice(1)).toEqual([50, 0, 300, 300, 0, 0, 350, 350]);
      expect(screen.getByRole('img', { name: 'Imagem escolhida, ainda não salva' })).toHaveAttribute(
        'src',
        'blob:foto-nova',
      );
      expect(screen.getByRole('button', { name: 'Trocar foto' })).toHaveAccessibleDescription(
        /A foto nova é enviada quando você salvar/,
      );
      expect(api.calls).toHaveLength(0);
    });

    it('sends nothing when the crop is cancelled', async () => {
      const user = userEvent.setup();
      renderNewEntry();
      await user.upload(
        screen.getByLabelText('Foto (arquivo)'),
        new File(['png'], 'pastel.png', { type: 'image/png' }),
      );
      const cropper = await screen.findByRole('dialog', { name: 'Ajustar foto' });
      await user.click(within(cropper).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Escolher foto' })).toBeInTheDocument();
    });

    it('refuses a file that is not an image before opening it', async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderNewEntry();
      await user.upload(screen.getByLabelText('Foto (arquivo)'), new File(['%PDF'], 'cardapio.pdf'));
      expect(screen.getByRole('alert')).toHaveTextContent('Escolha uma imagem (PNG, JPEG, WebP, GIF ou BMP).');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('saves the entry, then sends the photo as a data URL, as every upload does', async () => {
      const success = jest.spyOn(showToast, 'success').mockReturnValue('');
      api.on('PUT', '/api/produtos-servicos/:id/foto', () => ok(null, 'Foto salva.'));
      const user = userEvent.setup();
      renderNewEntry();
      await user.type(screen.getByLabelText(/^Nome/), 'Pastel');
      await user.type(screen.getByLabelText(/^Preço/), '750');
      await pickPhoto(user);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(success).toHaveBeenCalledWith('"Pastel" incluído no catálogo.'));
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /api/produtos-servicos',
        'PUT /api/produtos-servicos/5/foto',
      ]);
      expect(api.calls[1]?.json).toEqual({ imagem: `data:image/jpeg;base64,${btoa(JPEG_BYTES)}` });
    });

    it('keeps the saved entry and says so when the photo is refused', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      jest.spyOn(showToast, 'success').mockReturnValue('');
      const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
      api.on('PUT', '/api/produtos-servicos/:id/foto', () => fail('Imagem inválida.', 400));
      const user = userEvent.setup();
      renderNewEntry();
      await user.type(screen.getByLabelText(/^Nome/), 'Pastel');
      await user.type(screen.getByLabelText(/^Preço/), '750');
      await pickPhoto(user);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(failure).toHaveBeenCalledWith('Imagem inválida.'));
      expect(await screen.findByText('Página: /produto-servico')).toBeInTheDocument();
    });
  });
});

describe('given the catalogue list', () => {
  let items: ProdutoServico[];

  beforeEach(() => {
    items = [
      produto({ idProdutoServico: 1, nome: 'X-Burguer', categoria: 'Lanches', precoCentavos: 2590 }),
      produto({ idProdutoServico: 2, nome: 'Açaí', categoria: 'Sobremesas', precoCentavos: 1800, ativo: false }),
    ];
    api.on('GET', '/api/produtos-servicos', () => ok({ items, total: items.length, page: 1, pageSize: 200 }));
  });

  function renderList(crud = 'CRUD') {
    return renderWithProviders(
      <CataloguePage
        title="Produtos e Serviços"
        menuItem={testMenuItem('produto-servico', crud, 'Produtos e Serviços')}
      />,
      { url: '/produto-servico' },
    );
  }

  it('lists entries with price and state, and every action for CRUD', async () => {
    renderList();
    expect(await screen.findByText('X-Burguer')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByText('R$ 25,90')).toBeInTheDocument();
    expect(screen.getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo item' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar X-Burguer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir Açaí' })).toBeInTheDocument();
  });

  it('is read-only for a profile with only R', async () => {
    renderList('R');
    expect(await screen.findByText('X-Burguer')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar o catálogo.');
    expect(screen.queryByRole('link', { name: /Novo item|Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
  });

  it('deletes an entry after confirming, and the list loads again without it', async () => {
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    api.on('DELETE', '/api/produtos-servicos/:id', (call) => {
      items = items.filter((item) => item.idProdutoServico !== Number(call.params.id));
      return ok(null, 'Item excluído do catálogo.');
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir Açaí' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir "Açaí"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Açaí')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Item excluído do catálogo.');
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/produtos-servicos/2');
  });

  it("shows an entry's photo, read with the session's token", async () => {
    items = [produto({ idProdutoServico: 1, nome: 'X-Burguer', temFoto: true })];
    api.on(
      'GET',
      '/api/produtos-servicos/:id/foto',
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
    );
    const createObjectURL = jest.fn(() => 'blob:foto-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderList();
    // Decorative (alt=""): the name beside it says what it is.
    expect(await screen.findByRole('presentation')).toHaveAttribute('src', 'blob:foto-1');
    const photo = api.calls.find((call) => call.path === '/api/produtos-servicos/1/foto');
    expect(photo?.headers.get('authorization')).toBe('Bearer token-de-teste');
  });
});
