/**
 * The bounds the contracts name, one case each (issue #22): the bad-input suite sends every case
 * to its route, as a signed-in gestor, on a body (and path) that is otherwise valid (the route's
 * probe in route-probes.ts), and expects a 400 whose pt-BR message says what is wrong, with the
 * database unchanged. A bound added to a contract gets a case here.
 */
import type { ProbeContext } from './route-probes';
import { HTML_BASE64 } from './tiny-files';
import { TINY_PNG_BASE64 } from './route-probes';

type Body = Record<string, unknown>;

export type BoundCase = {
  /** `METHOD /api/path/:param`, exactly as in the route table (and in ROUTE_PROBES). */
  route: string;
  name: string;
  /** The request body: the probe's valid body changed in one place. */
  body: (valid: Body, ctx: ProbeContext) => Body | Promise<Body>;
  /** Path parameters other than the probe's (a record the case needs). */
  params?: (ctx: ProbeContext) => Promise<Record<string, number>>;
  /** What the 400's message must say. */
  message: RegExp;
};

/** Larger than any id PostgreSQL's integer holds: 2^31, 2^40, 2^53 − 1. */
const TOO_BIG = [2_147_483_648, 1_099_511_627_776, 9_007_199_254_740_991] as const;
const ID = /identificador inválido \(um número inteiro de 1 a 2\.147\.483\.647\)/;
const CONTEUDO = /^O conteúdo do arquivo não corresponde ao tipo informado \(/;

const audiencia = (valid: Body, change: Body) => ({
  ...valid,
  audiencia: { ...(valid.audiencia as Body), ...change },
});
const ritmo = (valid: Body, change: Body) => ({ ...valid, ritmo: { ...(valid.ritmo as Body), ...change } });

/** The campaign's bounds, on create, on edit and on the preview. */
function campanhaCases(route: string): BoundCase[] {
  const cases: BoundCase[] = [
    ...TOO_BIG.map((id) => ({
      route,
      name: `audiencia.idsEtapas [${id}]`,
      body: (valid: Body) => audiencia(valid, { idsEtapas: [id] }),
      message: new RegExp(`^Etapa: ${ID.source}`),
    })),
    ...TOO_BIG.map((id) => ({
      route,
      name: `audiencia.idsContatos [${id}]`,
      body: (valid: Body) => audiencia(valid, { idsContatos: [id] }),
      message: new RegExp(`^Contato: ${ID.source}`),
    })),
    { route, name: 'idCanal 2^31', body: (valid) => ({ ...valid, idCanal: TOO_BIG[0] }), message: /^Canal: / },
    {
      route,
      name: 'idEspecialista 2^40',
      body: (valid) => ({ ...valid, idEspecialista: TOO_BIG[1] }),
      message: /^Especialista: /,
    },
    {
      route,
      name: 'a 200,000-character tag',
      body: (valid) => audiencia(valid, { tags: ['x'.repeat(200_000)] }),
      message: /Etiqueta: até 40/,
    },
    {
      route,
      name: 'ritmo.dias with 70 entries',
      body: (valid) => ritmo(valid, { dias: Array.from({ length: 70 }, (_, i) => i % 7) }),
      message: /No máximo os 7 dias da semana/,
    },
    {
      route,
      name: 'ritmo.dias repeated',
      body: (valid) => ritmo(valid, { dias: [1, 1] }),
      message: /Cada dia da semana aparece uma só vez/,
    },
    { route, name: 'ritmo.dias 7', body: (valid) => ritmo(valid, { dias: [7] }), message: /Dia da semana inválido/ },
  ];
  if (route.endsWith('/previa')) return cases;
  return [
    ...cases,
    {
      route,
      name: 'agendadaPara in 1970',
      body: (valid) => ({ ...valid, agendadaPara: '1970-01-01T00:00:00.000Z' }),
      message: /A data de agendamento já passou/,
    },
    {
      route,
      name: 'agendadaPara in 9999',
      body: (valid) => ({ ...valid, agendadaPara: '9999-12-31T23:59:59.000Z' }),
      message: /Agende para no máximo um ano/,
    },
    {
      route,
      name: 'a name of nothing but U+202E, BEL and ESC',
      body: (valid) => ({ ...valid, nome: '\u202E\u0007\u001B' }),
      message: /^Informe nome\.$/,
    },
  ];
}

const idCase = (route: string, name: string, body: (valid: Body) => Body, message: RegExp): BoundCase => ({
  route,
  name,
  body,
  message,
});

export const BOUND_CASES: BoundCase[] = [
  ...campanhaCases('POST /api/campanhas'),
  ...campanhaCases('PUT /api/campanhas/:idCampanha'),
  ...campanhaCases('POST /api/campanhas/previa'),

  // Every other id a body carries stops where PostgreSQL's integer does.
  idCase(
    'POST /api/leads',
    'contato.idContato 2^53 − 1',
    (valid) => ({ ...valid, contato: { idContato: TOO_BIG[2] } }),
    /^Contato: /,
  ),
  idCase(
    'POST /api/leads',
    'idResponsavel 2^31',
    (valid) => ({ ...valid, idResponsavel: TOO_BIG[0] }),
    /^Responsável: /,
  ),
  idCase('POST /api/leads/lote', 'idsLeads [2^40]', (valid) => ({ ...valid, idsLeads: [TOO_BIG[1]] }), /^Lead: /),
  idCase('PUT /api/funil/etapas/ordem', 'idsEtapas [2^31]', () => ({ idsEtapas: [TOO_BIG[0]] }), /^Etapa: /),
  idCase(
    'POST /api/pedidos',
    'itens[0].idProdutoServico 2^31',
    (valid) => ({ ...valid, itens: [{ idProdutoServico: TOO_BIG[0], quantidade: 1 }] }),
    /^Escolha o produto\.$/,
  ),
  idCase(
    'POST /api/usuarios',
    'idPerfil 2^31',
    (valid) => ({ ...valid, idPerfil: TOO_BIG[0] }),
    /^Selecione o perfil\.$/,
  ),
  idCase(
    'PUT /api/perfis/:id',
    'permissoes[0].idMenu 2^31',
    (valid) => ({ ...valid, permissoes: [{ idMenu: TOO_BIG[0], crud: 'R' }] }),
    /^Tela inválida\.$/,
  ),
  idCase(
    'PUT /api/chats/:idChat/responsavel',
    'idUsuario 2^31',
    () => ({ idUsuario: TOO_BIG[0] }),
    /^Usuário responsável: /,
  ),
  idCase(
    'PUT /api/chats/:idChat/especialista',
    'idEspecialista 2^40',
    () => ({ idEspecialista: TOO_BIG[1] }),
    /^Especialista: /,
  ),
  idCase('POST /api/especialistas', 'idsCanais [2^31]', (valid) => ({ ...valid, idsCanais: [TOO_BIG[0]] }), /^Canal: /),

  // Custom fields: no name a plain object already has.
  ...['toString', 'constructor', 'hasOwnProperty', 'valueOf'].map((chave) =>
    idCase(
      'POST /api/leads',
      `campos.${chave}`,
      (valid) => ({ ...valid, campos: { [chave]: 'x' } }),
      /nome reservado do sistema/,
    ),
  ),

  // A specialist names only a model the server offers (none in this suite).
  idCase(
    'POST /api/especialistas',
    'modelo o1-pro-qualquer-modelo-caro',
    (valid) => ({ ...valid, modelo: 'o1-pro-qualquer-modelo-caro' }),
    /^A IA não está configurada nesta instalação: não há modelo para escolher/,
  ),
  idCase(
    'PUT /api/especialistas/:idEspecialista',
    'horario.dias repeated',
    (valid) => ({ ...valid, horario: { dias: [2, 2], inicio: '08:00', fim: '18:00' } }),
    /Cada dia da semana aparece uma só vez/,
  ),

  // Uploads: the bytes are what the data URL declares.
  idCase(
    'POST /api/chats/:idChat/midias',
    'an HTML page as image/png',
    (valid) => ({ ...valid, arquivo: `data:image/png;base64,${HTML_BASE64}` }),
    CONTEUDO,
  ),
  idCase(
    'PUT /api/campanhas/:idCampanha/midia',
    'an HTML page as image/png',
    (valid) => ({ ...valid, arquivo: `data:image/png;base64,${HTML_BASE64}` }),
    CONTEUDO,
  ),
  idCase(
    'POST /api/canais/:idCanal/simulador/mensagens',
    'a PNG as application/pdf',
    (valid) => ({ ...valid, midia: { arquivo: `data:application/pdf;base64,${TINY_PNG_BASE64}`, nome: 'x.pdf' } }),
    CONTEUDO,
  ),

  // A gateway's message id, like every id from outside (it once reached the unique index: 500).
  idCase(
    'POST /api/canais/:idCanal/webhook',
    'key.id of 3,000 characters',
    (valid) => ({
      ...valid,
      data: { ...(valid.data as Body), key: { remoteJid: '5511955550000@s.whatsapp.net', id: 'A'.repeat(3000) } },
    }),
    /^Identificador de mensagem \(key\.id\) inválido/,
  ),

  // A birthday greeting needs a birthday today.
  {
    route: 'POST /api/aniversariantes/:idContato/felicitar',
    name: 'a contact with no birth date',
    params: async (ctx) => ({ idContato: await ctx.firstId('contatos', ctx.caller, 'data_nascimento is null') }),
    body: () => ({ confirmarSemConsentimento: true }),
    message: /não tem data de nascimento cadastrada/,
  },
];
