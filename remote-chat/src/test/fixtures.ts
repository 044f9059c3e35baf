import type {
  Chat,
  Contexto,
  CursorPage,
  Especialista,
  Lead,
  Mensagem,
  PedidoResumo,
  PedidosPage,
} from '@colabora/shared/contracts';

/** A conversation as GET /api/chats answers it; override what the test is about. */
export function chat(overrides: Partial<Chat> = {}): Chat {
  return {
    idChat: 1,
    idInstituicao: 1,
    idCanal: 1,
    status: 'aberta',
    contato: { idContato: 10, nome: 'Maria Souza', telefone: '+5511988887777' },
    responsavel: null,
    especialista: null,
    naoLidas: 0,
    ultimaMensagem: {
      idMensagem: 100,
      direcao: 'entrada',
      texto: 'Oi, tudo bem?',
      status: 'entregue',
      criadoEm: '2026-11-22T13:00:00.000Z',
    },
    ultimaMensagemEm: '2026-11-22T13:00:00.000Z',
    criadoEm: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function mensagem(overrides: Partial<Mensagem> = {}): Mensagem {
  return {
    idMensagem: 100,
    idChat: 1,
    direcao: 'entrada',
    tipo: 'texto',
    texto: 'Oi, tudo bem?',
    status: 'entregue',
    autor: null,
    criadoEm: '2026-11-22T13:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], nextCursor: string | null = null): CursorPage<T> => ({ items, nextCursor });

/** A specialist as GET /api/especialistas lists it; override what the test is about. */
export function especialista(overrides: Partial<Especialista> = {}): Especialista {
  return {
    idEspecialista: 1,
    nome: 'Assistente de pedidos',
    descricao: 'Tira dúvidas sobre o cardápio.',
    tom: 'cordial',
    modelo: 'modelo-a',
    temperatura: 0.3,
    historicoMensagens: 10,
    palavrasTransferencia: ['atendente', 'humano'],
    transferenciaPelaIa: true,
    horario: { dias: [1, 2, 3, 4, 5], inicio: '08:00', fim: '18:00' },
    ativo: true,
    idsCanais: [3],
    criadoEm: '2026-11-20T10:00:00.000Z',
    atualizadoEm: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/especialistas/{id}/contexto with these sections (the rest empty). */
export function contexto(overrides: Partial<Contexto> = {}): Contexto {
  return {
    secoes: [
      { tipo: 'sobre', conteudo: 'Somos uma lanchonete de bairro.', usarCatalogo: false },
      { tipo: 'produtos', conteudo: '', usarCatalogo: true },
    ],
    promptFinal: 'Você é Assistente de pedidos.\n\n## Sobre a instituição\nSomos uma lanchonete de bairro.',
    tokensEstimados: 120,
    orcamentoTokens: 6000,
    versaoAtual: 7,
    ...overrides,
  };
}

/** `data` of GET /api/pedidos (the contact panel's search), totals included as the API sends them. */
export function pedidosPage(items: PedidoResumo[] = [], pageSize = 5): PedidosPage {
  const zero = { quantidade: 0, totalCentavos: 0 };
  const porStatus = { novo: zero, em_preparo: zero, pronto: zero, entregue: zero, cancelado: zero };
  return { items, total: items.length, page: 1, pageSize, totals: { totalCentavos: 0, porStatus } };
}

/** A lead as POST /api/leads/da-conversa/{idChat} answers it; override what the test is about. */
export function lead(overrides: Partial<Lead> = {}): Lead {
  const now = '2026-11-22T13:00:00.000Z';
  return {
    idLead: 42,
    contato: { idContato: 10, nome: 'Maria Souza', telefone: '+5511988887777', tags: [], campos: {} },
    idEtapa: 1,
    valorCentavos: 0,
    responsavel: null,
    previsaoFechamento: null,
    origem: 'whatsapp',
    observacoes: null,
    motivo: null,
    motivoPerda: null,
    etapaDesde: now,
    criadoEm: now,
    atualizadoEm: now,
    ...overrides,
  };
}
