import type { ContextoInput } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContextoEditorRoute from '../../../routes/contexto-editor';
import { contexto, especialista } from '../../../test/fixtures';

const api = setupFakeApi();

function renderEditor(url = '/contexto-editor/1', crud = 'RU') {
  return renderWithProviders(
    <ContextoEditorRoute
      title="Editor de Contexto"
      basePath="/contexto-editor"
      menuItem={testMenuItem('contexto-editor', crud, 'Editor de Contexto')}
    />,
    { url, path: '/contexto-editor/*' },
  );
}

beforeEach(() => {
  api.on('GET', '/api/especialistas', () =>
    ok([especialista(), especialista({ idEspecialista: 2, nome: 'Recepção' })]),
  );
  api.on('GET', '/api/especialistas/1/contexto', () => ok(contexto()));
  api.on('GET', '/api/especialistas/1/contexto/versoes', () =>
    ok([
      { idVersao: 7, autor: 'Ana Souza', criadoEm: '2026-11-24T15:00:00.000Z', caracteres: 31 },
      { idVersao: 6, autor: 'Bruno Lima', criadoEm: '2026-11-23T15:00:00.000Z', caracteres: 12 },
    ]),
  );
});

describe('given the context editor', () => {
  it('asks which specialist first, and the choice goes into the address', async () => {
    api.on('GET', '/api/especialistas/2/contexto', () =>
      ok(
        contexto({ secoes: [{ tipo: 'sobre', conteudo: 'Recebemos visitas com hora marcada.', usarCatalogo: false }] }),
      ),
    );
    api.on('GET', '/api/especialistas/2/contexto/versoes', () => ok([]));
    const user = userEvent.setup();
    renderEditor('/contexto-editor');
    expect(screen.queryByRole('textbox', { name: 'Sobre a instituição' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Especialista'), 'Recepção');
    expect(await screen.findByRole('textbox', { name: 'Sobre a instituição' })).toHaveValue(
      'Recebemos visitas com hora marcada.',
    );
    expect(screen.getByLabelText('Especialista')).toHaveValue('2');
  });

  it('shows the sections, the size, the final prompt and the versions of the chosen specialist', async () => {
    renderEditor();
    expect(await screen.findByRole('textbox', { name: 'Sobre a instituição' })).toHaveValue(
      'Somos uma lanchonete de bairro.',
    );
    expect(screen.getByLabelText(/Incluir o catálogo de Produtos e Serviços/)).toBeChecked();
    // The size speaks of the specialist's reading space, not of tokens (issue #28 item 10).
    expect(screen.getByText(/Salvo, com o catálogo: 2%/)).toBeInTheDocument();
    expect(screen.queryByText(/tokens/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Prompt final/)).not.toBeInTheDocument();
    expect(screen.getByText(/## Sobre a instituição/)).toBeInTheDocument();
    const versoes = await screen.findByRole('list', { name: 'Versões do contexto' });
    expect(within(versoes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(versoes).getAllByRole('button', { name: 'Restaurar' })).toHaveLength(1);
    expect(within(versoes).getByText(/por Ana Souza/)).toBeInTheDocument();
  });

  it('previews Markdown as formatted text, never as HTML from what was typed', async () => {
    const user = userEvent.setup();
    renderEditor();
    const horarios = await screen.findByRole('textbox', { name: 'Horários' });
    await user.type(horarios, '## Funcionamento{enter}- Seg a sex: **8h às 18h**{enter}<img src=x onerror=alert(1)>');
    const secao = horarios.closest('section');
    if (!secao) throw new Error('seção');
    await user.click(within(secao).getByRole('button', { name: 'Visualizar' }));
    const preview = within(secao).getByLabelText('Visualização: Horários');
    expect(within(preview).getByRole('heading', { name: 'Funcionamento' })).toBeInTheDocument();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Seg a sex: 8h às 18h');
    expect(within(preview).getByText('8h às 18h').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('saves every section as a new version, and says whether there is anything unsaved', async () => {
    let sent: ContextoInput | undefined;
    api.on('PUT', '/api/especialistas/1/contexto', (call) => {
      sent = call.json as ContextoInput;
      return ok(contexto({ secoes: sent.secoes as never, versaoAtual: 8 }), 'Contexto salvo.');
    });
    const user = userEvent.setup();
    renderEditor();
    const regras = await screen.findByRole('textbox', { name: 'Regras que deve seguir' });
    expect(screen.getByText('Tudo salvo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar nova versão' })).toBeDisabled();
    await user.type(regras, 'Nunca prometa prazos.');
    expect(screen.getByText('Há alterações não salvas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.secoes).toHaveLength(5);
    expect(sent?.secoes.find((secao) => secao.tipo === 'regras')).toEqual({
      tipo: 'regras',
      conteudo: 'Nunca prometa prazos.',
      usarCatalogo: false,
    });
    expect(sent?.secoes.find((secao) => secao.tipo === 'produtos')?.usarCatalogo).toBe(true);
  });

  it('restores an older version', async () => {
    api.on('POST', '/api/especialistas/1/contexto/versoes/6/restaurar', () =>
      ok(
        contexto({ secoes: [{ tipo: 'sobre', conteudo: 'Texto antigo.', usarCatalogo: false }], versaoAtual: 9 }),
        'Versão restaurada.',
      ),
    );
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Restaurar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Sobre a instituição' })).toHaveValue('Texto antigo.'),
    );
  });

  it('lets a read-only profile read the context, and says why it cannot change it', async () => {
    renderEditor('/contexto-editor/1', 'R');
    expect(await screen.findByRole('textbox', { name: 'Sobre a instituição' })).toHaveAttribute('readonly');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Seu perfil permite apenas consultar o contexto dos especialistas.',
    );
    expect(screen.queryByRole('button', { name: 'Salvar nova versão' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restaurar' })).not.toBeInTheDocument();
  });
});
