import {
  RITMO_PADRAO,
  type Campanha,
  type Destinatario,
  type Etapa,
  type Funil,
  type Lead,
  type LeadHistorico,
  type Page,
} from '@colabora/shared/contracts';

/*
 * Data as the API sends it, for this remote's tests. Rendering, the session, the fake API and the
 * fake hubs come from @colabora/shared/testing.
 */

let nextId = 100;

/** The stages of a new institution's funnel. */
export const ETAPAS: Etapa[] = [
  { idEtapa: 1, nome: 'Novo contato', ordem: 1, tipo: 'aberta' },
  { idEtapa: 2, nome: 'Proposta', ordem: 2, tipo: 'aberta' },
  { idEtapa: 3, nome: 'Ganho', ordem: 3, tipo: 'ganho' },
  { idEtapa: 4, nome: 'Perdido', ordem: 4, tipo: 'perdido' },
];

/** A lead as the API sends it, in the first stage unless told otherwise. */
export function lead(overrides: Partial<Lead> = {}): Lead {
  const id = overrides.idLead ?? nextId++;
  const now = '2026-03-10T12:00:00.000Z';
  return {
    idLead: id,
    contato: { idContato: id + 1000, nome: `Contato ${id}`, telefone: '+5511987654321', tags: [], campos: {} },
    idEtapa: 1,
    valorCentavos: 150000,
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

/** `data` of GET /api/funil with `leads` on `etapas`, the figures counted from them. */
export function funil(leads: Lead[], etapas: Etapa[] = ETAPAS): Funil {
  return {
    colunas: etapas.map((etapa) => {
      const here = leads.filter((item) => item.idEtapa === etapa.idEtapa);
      return {
        etapa,
        quantidade: here.length,
        totalCentavos: here.reduce((sum, item) => sum + item.valorCentavos, 0),
        conversaoPercentual: etapa.tipo === 'aberta' ? 40 : null,
        tempoMedioDias: etapa.tipo === 'aberta' ? 3.5 : null,
      };
    }),
    leads,
  };
}

/** A page of GET /api/leads. */
export function page(items: Lead[], overrides: Partial<Page<Lead>> = {}): Page<Lead> {
  return { items, total: items.length, page: 1, pageSize: 25, ...overrides };
}

/** An entry of GET /api/leads/{idLead}/historico. */
export function historico(overrides: Partial<LeadHistorico> = {}): LeadHistorico {
  return {
    idHistorico: nextId++,
    tipo: 'criado',
    descricao: 'Lead criado na etapa Novo contato.',
    autor: 'Ana Souza',
    criadoEm: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

/** A campaign as GET /api/campanhas sends it: a draft on channel 1, unless told otherwise. */
export function campanha(overrides: Partial<Campanha> = {}): Campanha {
  return {
    idEspecialistaCampanha: 7,
    nome: 'Novidades de dezembro',
    idCanal: 1,
    canal: 'WhatsApp da loja',
    idEspecialista: null,
    especialista: null,
    variantes: ['Olá, {primeiroNome}! Temos novidades.'],
    midia: null,
    audiencia: { todos: false, tags: ['vip'], idsEtapas: [], idsContatos: [], telefones: [] },
    agendadaPara: null,
    recorrencia: null,
    rodada: 1,
    ritmo: { ...RITMO_PADRAO },
    status: 'rascunho',
    contagem: {
      total: 0,
      pendentes: 0,
      enviados: 0,
      entregues: 0,
      lidos: 0,
      responderam: 0,
      falharam: 0,
      ignorados: 0,
    },
    criadaEm: '2026-11-20T12:00:00.000Z',
    iniciadaEm: null,
    concluidaEm: null,
    falha: null,
    ...overrides,
  };
}

/** A recipient of a run, pending unless told otherwise. */
export function destinatario(overrides: Partial<Destinatario> = {}): Destinatario {
  const ordem = overrides.ordem ?? 1;
  return {
    ordem,
    idContato: ordem + 500,
    nome: `Contato ${ordem}`,
    telefone: `+551198888${String(ordem).padStart(4, '0')}`,
    status: 'pendente',
    motivo: null,
    texto: null,
    atualizadoEm: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}
