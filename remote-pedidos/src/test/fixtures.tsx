import type { LoginData, MenuItem, Pedido, PedidoResumo, PedidosPage } from '@colabora/shared/contracts';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export const SESSION: LoginData = {
  token: 'token-de-teste',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  usuario: {
    idUsuario: 1,
    nome: 'Ana Souza',
    idInstituicao: 1,
    instituicaoRazaoSocial: 'Instituição Demonstração',
    instituicaoCodigo: 'DEMO',
    perfilNome: 'Gestor',
    temFoto: false,
    gestor: true,
  },
};

export const menuItem = (rota: string, crud: string): MenuItem => ({
  idMenu: 1,
  icone: 'receipt_long',
  titulo: rota === 'pedidos' ? 'Pedidos' : 'Produtos e Serviços',
  rota,
  descricaoMenu: '',
  crud,
});

let nextId = 100;

/** An order as the API sends it; created now unless told otherwise. */
export function pedido(overrides: Partial<PedidoResumo> = {}): Pedido {
  const id = overrides.idPedido ?? nextId++;
  const now = new Date().toISOString();
  return {
    idPedido: id,
    numero: id,
    status: 'novo',
    cliente: { nome: `Cliente ${id}`, telefone: '11987654321' },
    itens: [
      {
        idProdutoServico: 1,
        descricao: 'X-Burguer',
        quantidade: 2,
        precoUnitarioCentavos: 2590,
        subtotalCentavos: 5180,
      },
    ],
    totalCentavos: 5180,
    observacoes: null,
    formaPagamento: 'pix',
    origem: 'balcao',
    criadoEm: now,
    criadoPor: { idUsuario: 1, nome: 'Ana Souza' },
    statusAlteradoEm: now,
    atualizadoEm: now,
    historico: [
      { statusAnterior: null, status: 'novo', alteradoEm: now, alteradoPor: { idUsuario: 1, nome: 'Ana Souza' } },
    ],
    ...overrides,
  };
}

export function page(items: PedidoResumo[]): PedidosPage {
  const porStatus = {
    novo: { quantidade: 0, totalCentavos: 0 },
    em_preparo: { quantidade: 0, totalCentavos: 0 },
    pronto: { quantidade: 0, totalCentavos: 0 },
    entregue: { quantidade: 0, totalCentavos: 0 },
    cancelado: { quantidade: 0, totalCentavos: 0 },
  };
  return { items, total: items.length, page: 1, pageSize: 200, totals: { totalCentavos: 0, porStatus } };
}

/** Renders a screen inside the app's store and a router at `path` matched by `route`. */
export function renderAt(ui: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  appStore.set(sessionAtom, SESSION);
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>outra página</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
