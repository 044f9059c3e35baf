import type { ContatoPagina, MesclagemResultado } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@colabora/shared/router';
import { ContatoPage } from './contato-page';
import { ContatosMesclarPage } from './contatos-mesclar-page';

/*
 * Issue #28's merge of duplicate contacts (ADR 0035): two records of one person side by side, the
 * choice of which stays, what will happen (the stricter consent wins), and the merge.
 */

const api = setupFakeApi();
afterEach(() => jest.restoreAllMocks());

const vazio = { total: 0, recentes: [] };

function pagina(idContato: number, overrides: Partial<ContatoPagina['contato']>, extra: Partial<ContatoPagina> = {}) {
  return {
    contato: {
      idContato,
      nome: 'Joana',
      telefone: '+5511977776666',
      email: null,
      dataNascimento: null,
      tags: [],
      responsavel: null,
      consentimento: { marketing: false, em: null, origem: null },
      campos: {},
      ...overrides,
    },
    enderecos: [],
    historicoConsentimento: [],
    conversas: vazio,
    pedidos: vazio,
    leads: vazio,
    campanhas: vazio,
    ...extra,
  } satisfies ContatoPagina;
}

const joana = pagina(
  7,
  {
    nome: 'Joana Araújo',
    tags: ['vip'],
    campos: { cidade: 'Santos' },
    consentimento: { marketing: true, em: '2026-11-01T12:00:00.000Z', origem: 'formulario' },
  },
  {
    conversas: {
      total: 1,
      recentes: [
        { idChat: 3, canal: 'WhatsApp Loja', status: 'resolvida', ultimaMensagemEm: '2026-11-20T12:00:00.000Z' },
      ],
    },
  },
);
const joanaLid = pagina(
  9,
  {
    nome: 'Joana (WhatsApp)',
    telefone: null,
    tags: ['feira'],
    campos: { cidade: 'Guarujá', plano: 'ouro' },
    consentimento: { marketing: false, em: '2026-11-10T12:00:00.000Z', origem: 'chat' },
  },
  {
    enderecos: [{ tipo: 'lid', valor: '184000000000017' }],
    conversas: {
      total: 1,
      recentes: [{ idChat: 4, canal: 'WhatsApp Loja', status: 'aberta', ultimaMensagemEm: '2026-11-25T12:00:00.000Z' }],
    },
    leads: {
      total: 1,
      recentes: [{ idLead: 2, etapa: 'Proposta', valorCentavos: 5000, criadoEm: '2026-11-25T12:00:00.000Z' }],
    },
  },
);

function serve() {
  api.on('GET', '/api/contatos/:idContato', (call) => ok(call.params.idContato === '9' ? joanaLid : joana));
}

function renderMesclar(crud: string) {
  const menuItem = testMenuItem('contatos', crud, 'Contatos');
  return renderWithProviders(
    <Routes>
      <Route path="/contatos/mesclar" element={<ContatosMesclarPage menuItem={menuItem} />} />
      <Route path="/contatos/:idContato" element={<ContatoPage menuItem={menuItem} />} />
    </Routes>,
    { url: '/contatos/mesclar?a=7&b=9', path: '/*' },
  );
}

describe('given two records of the same person', () => {
  it('shows what each has side by side and what the merge will do, the stricter consent first', async () => {
    serve();
    renderMesclar('CRUD');
    const lado = await screen.findByRole('region', { name: 'Joana (WhatsApp)' });
    expect(lado).toHaveTextContent('Sem número (WhatsApp ocultou o telefone)');
    expect(lado).toHaveTextContent('Identificador do WhatsApp (LID) 184000000000017');
    expect(lado).toHaveTextContent('#feira');
    expect(lado).toHaveTextContent('Proposta');
    expect(lado).toHaveTextContent('Não aceita · WhatsApp (SAIR)');
    expect(screen.getByRole('region', { name: 'Joana Araújo' })).toHaveTextContent('(11) 97777-6666');
    const efeitos = screen.getByRole('region', { name: 'O que acontece ao mesclar' });
    expect(efeitos).toHaveTextContent('«Joana (WhatsApp)» deixa de existir');
    expect(efeitos).toHaveTextContent('#vip #feira');
    expect(efeitos).toHaveTextContent('do outro entram os que faltam (plano)');
    expect(within(efeitos).getByText('Não aceita')).toBeInTheDocument();
  });

  it('lets the gestor choose which stays, confirms, merges and opens the one that stayed', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    serve();
    const resultado: MesclagemResultado = {
      idContato: 9,
      idMesclado: 7,
      nomeMesclado: 'Joana Araújo',
      conversasMovidas: [],
      conversasJuntadas: [[4, 3]],
      leads: 0,
      campanhas: 0,
      etiquetas: ['feira', 'vip'],
      camposHerdados: [],
      enderecos: 0,
      consentimento: 'mantido',
      historicoConsentimento: 1,
    };
    api.on('POST', '/api/contatos/:idContato/mesclar', () => ok(resultado, 'Contatos mesclados.'));
    const user = userEvent.setup();
    renderMesclar('CRUD');
    const lid = await screen.findByRole('region', { name: 'Joana (WhatsApp)' });
    await user.click(within(lid).getByRole('radio', { name: 'Manter este contato' }));
    expect(screen.getByRole('region', { name: 'O que acontece ao mesclar' })).toHaveTextContent(
      '«Joana Araújo» deixa de existir',
    );
    await user.click(screen.getByRole('button', { name: 'Mesclar contatos' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mesclar «Joana Araújo» em «Joana (WhatsApp)»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mesclar' }));
    const post = api.calls.find((call) => call.method === 'POST');
    expect([post?.path, post?.json]).toEqual(['/api/contatos/9/mesclar', { idMesclado: 7 }]);
    expect(showToast.success).toHaveBeenCalledWith('Contatos mesclados.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Joana (WhatsApp)' })).toBeInTheDocument();
  });

  it('tells a profile that may not delete contacts why it can compare but not merge', async () => {
    serve();
    renderMesclar('RU');
    await screen.findByRole('region', { name: 'Joana Araújo' });
    expect(screen.getByRole('note')).toHaveTextContent('fica para quem pode excluir contatos');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mesclar contatos' })).toBeNull();
  });
});
