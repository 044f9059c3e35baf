import {
  CITACAO_PREVIA_MAX,
  isIdValue,
  type MensagemCitada,
  type MensagemConteudo,
  type MensagemTipo,
  type ReacaoAutor,
  type Chat,
  type ChatStatus,
  type CursorPage,
  type Mensagem,
  type MensagemDirecao,
  type MensagemStatus,
} from '@colabora/shared/contracts';
import type { Queryable, SqlParam } from '../../plugins/database/db';
import { likePattern } from '../../plugins/database/like-pattern';
import { containsText, searchPattern } from '../../plugins/database/text-search';
import { agendaWhere, type AgendaFiltros } from './agenda/chat-filtros';
import { withMarcos } from './chat-marcos.queries';

/*
 * Reads of the chat tables (chat, mensagem): the list, a conversation, its history, and the
 * figures other modules show. Writes are in chat.commands.ts; no other module reads these tables.
 * Lists page by cursor (DESIGN §5a): chats by (ultima_mensagem_em desc, id desc), messages by
 * (enviada_em desc, id desc) — WhatsApp's own time, so a message fetched late by reconciliation
 * sorts where it belongs (ADR 0036) — and a page never repeats or shifts what the next one holds.
 */

/** A `?cursor=` that this API did not hand out. */
export class InvalidCursorError extends Error {}

const encodeCursor = (value: readonly (string | number)[]) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function decodeCursor(cursor: string): unknown[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value)) return value;
  } catch {
    // falls through to the error below
  }
  throw new InvalidCursorError('Cursor inválido.');
}

/** A cursor's ids are bounded like every id from outside (route-params.ts). */
const isId = isIdValue;

type ChatRow = {
  idChat: number;
  idInstituicao: number;
  idCanal: number;
  status: ChatStatus;
  idContato: number;
  contatoNome: string;
  contatoTelefone: string;
  idResponsavel: number | null;
  responsavelNome: string | null;
  idEspecialista: number | null;
  especialistaNome: string | null;
  idFila: number | null;
  filaNome: string | null;
  filaCor: string | null;
  saudacaoTentativas: number | null;
  adiadaAte: Date | null;
  etiquetas: { idEtiqueta: number; nome: string; cor: string }[] | null;
  foraDoHorarioAte: Date | null;
  naoLidas: number;
  umId: number | null;
  umDirecao: MensagemDirecao | null;
  umTexto: string | null;
  umStatus: MensagemStatus | null;
  umEm: Date | null;
  ultimaMensagemEm: Date;
  cursorEm: string;
  criadoEm: Date;
};

const SELECT_CHAT = `select c.id as "idChat", c.id_instituicao as "idInstituicao", c.id_canal as "idCanal", c.status,
    ct.id as "idContato", ct.nome as "contatoNome", ct.telefone_e164 as "contatoTelefone",
    c.id_responsavel as "idResponsavel", u.nome as "responsavelNome", c.nao_lidas as "naoLidas",
    c.id_especialista as "idEspecialista", e.nome as "especialistaNome",
    c.id_fila as "idFila", f.nome as "filaNome", f.cor as "filaCor", c.saudacao_tentativas as "saudacaoTentativas",
    c.adiada_ate as "adiadaAte",
    (select json_agg(json_build_object('idEtiqueta', et.id, 'nome', et.nome, 'cor', et.cor) order by lower(et.nome))
       from chat_etiqueta ce join etiqueta et on et.id = ce.id_etiqueta where ce.id_chat = c.id) as etiquetas,
    c.fora_do_horario_ate as "foraDoHorarioAte",
    um.id as "umId", um.direcao as "umDirecao", um.texto as "umTexto", um.status as "umStatus", um.created_at as "umEm",
    c.ultima_mensagem_em as "ultimaMensagemEm", c.ultima_mensagem_em::text as "cursorEm", c.created_at as "criadoEm"
  from chat c
  join contatos ct on ct.id = c.id_contato
  left join usuario u on u.id = c.id_responsavel
  left join especialista e on e.id = c.id_especialista
  left join fila f on f.id = c.id_fila
  left join lateral (
    -- The list's preview: a file reads as its kind, with its caption ("Imagem: cardápio do dia").
    select m.id, m.direcao, m.status, m.enviada_em as created_at,
           case m.tipo when 'texto' then m.texto
             else concat_ws(': ', case m.tipo when 'imagem' then 'Imagem' when 'audio' then 'Áudio'
                                              when 'video' then 'Vídeo' else 'Documento' end,
                            nullif(m.texto, '')) end as texto
      from mensagem m
     where m.id_chat = c.id order by m.enviada_em desc, m.id desc limit 1
  ) um on true`;

function toChat(row: ChatRow): Chat {
  return {
    idChat: row.idChat,
    idInstituicao: row.idInstituicao,
    idCanal: row.idCanal,
    status: row.status,
    contato: { idContato: row.idContato, nome: row.contatoNome, telefone: row.contatoTelefone },
    responsavel: row.idResponsavel !== null ? { idUsuario: row.idResponsavel, nome: row.responsavelNome ?? '' } : null,
    especialista:
      row.idEspecialista !== null ? { idEspecialista: row.idEspecialista, nome: row.especialistaNome ?? '' } : null,
    fila: row.idFila !== null ? { idFila: row.idFila, nome: row.filaNome ?? '', cor: row.filaCor ?? '' } : null,
    aguardandoSaudacao: row.saudacaoTentativas !== null,
    adiadaAte: row.adiadaAte ? row.adiadaAte.toISOString() : null,
    etiquetas: row.etiquetas ?? [],
    foraDoHorarioAte: row.foraDoHorarioAte?.toISOString() ?? null,
    naoLidas: row.naoLidas,
    ultimaMensagem:
      row.umId !== null && row.umDirecao && row.umStatus && row.umEm
        ? {
            idMensagem: row.umId,
            direcao: row.umDirecao,
            texto: row.umTexto ?? '',
            status: row.umStatus,
            criadoEm: row.umEm.toISOString(),
          }
        : null,
    ultimaMensagemEm: row.ultimaMensagemEm.toISOString(),
    criadoEm: row.criadoEm.toISOString(),
  };
}

export type ChatFilters = {
  status?: ChatStatus[];
  idResponsavel?: number;
  q?: string;
  /** A queue, the queues of the user `idUsuario` is (`minhas`), or none yet (`nenhuma`). */
  fila?: { idFila: number } | { minhasDe: number } | 'nenhuma';
  /** Label, assignee, channel, unread, waiting, snoozed (ADR 0038). */
  agenda?: AgendaFiltros;
};

/** The conversations of one of a user's queues (`param`: the user's id), for a `where`. */
export const inFilasDoUsuario = (param: string) =>
  `c.id_fila in (select fm.id_fila from fila_membro fm where fm.id_usuario = ${param})`;

/**
 * The search of the chat list (ADR 0026): the contact's name, any message's text, or the phone's
 * digits. Each is its own branch, ordered and limited like the page, and the page takes the newest
 * of their union: a common word stops after a page of chats in order, a rare one or no match is
 * answered from its trigram index, and neither pays for the other (an `or` across the contact and
 * the messages made PostgreSQL fold every contact's name of the institution on every search).
 */
function searchClause(q: string, where: readonly string[], limit: string, add: (value: SqlParam) => string): string {
  const pattern = add(searchPattern(q));
  const branches = [
    containsText('ct.nome', pattern),
    `exists (select 1 from mensagem m where m.id_chat = c.id and ${containsText('m.texto', pattern)})`,
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) branches.push(`ct.telefone_e164 like ${add(likePattern(digits))}`);
  const selects = branches.map(
    (branch) => `(select c.id from chat c join contatos ct on ct.id = c.id_contato
        where ${[...where, branch].join(' and ')}
        order by c.ultima_mensagem_em desc, c.id desc limit ${limit})`,
  );
  return `c.id in (${selects.join(' union all ')})`;
}

/** A page of the institution's chats, latest activity first. */
export async function listChats(
  db: Queryable,
  idInstituicao: number,
  filters: ChatFilters,
  page: { cursor?: string; limit: number },
): Promise<CursorPage<Chat>> {
  const where = ['c.id_instituicao = $1'];
  const params: SqlParam[] = [idInstituicao];
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.status?.length) where.push(`c.status = any(${add(filters.status)}::text[])`);
  if (filters.idResponsavel !== undefined) where.push(`c.id_responsavel = ${add(filters.idResponsavel)}`);
  if (filters.fila === 'nenhuma') where.push('c.id_fila is null');
  else if (filters.fila && 'idFila' in filters.fila) where.push(`c.id_fila = ${add(filters.fila.idFila)}`);
  else if (filters.fila) where.push(inFilasDoUsuario(add(filters.fila.minhasDe)));
  where.push(...agendaWhere(filters.agenda ?? {}, add));
  if (page.cursor) {
    const [em, id] = decodeCursor(page.cursor);
    if (typeof em !== 'string' || em.length > 64 || !isId(id)) throw new InvalidCursorError('Cursor inválido.');
    where.push(`(c.ultima_mensagem_em, c.id) < (${add(em)}::timestamptz, ${add(id)})`);
  }
  const limit = add(page.limit + 1);
  const q = filters.q?.trim();
  if (q) where.push(searchClause(q, where, limit, add));
  const rows = await db
    .query<ChatRow>(
      `${SELECT_CHAT} where ${where.join(' and ')}
        order by c.ultima_mensagem_em desc, c.id desc limit ${limit}`,
      params,
    )
    .catch((error: unknown) => {
      // A forged cursor whose timestamp PostgreSQL cannot read (22007/22008).
      if (page.cursor && /^2200[78]$/.test(String((error as { code?: unknown }).code))) {
        throw new InvalidCursorError('Cursor inválido.');
      }
      throw error;
    });
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toChat),
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.cursorEm, last.idChat]) : null,
  };
}

/** The institution's chat, or null (another institution's chat is "not found"). */
export async function findChat(db: Queryable, idInstituicao: number, idChat: number): Promise<Chat | null> {
  const [row] = await db.query<ChatRow>(`${SELECT_CHAT} where c.id = $1 and c.id_instituicao = $2`, [
    idChat,
    idInstituicao,
  ]);
  return row ? toChat(row) : null;
}

/**
 * Whether the chat exists in the institution: the chat hub's `canJoinChat` check (JoinRoom).
 * @example canJoinChat: (principal, idChat) => chatExistsInInstitution(app.db, principal.idInstituicao, idChat)
 */
export async function chatExistsInInstitution(db: Queryable, idInstituicao: number, idChat: number): Promise<boolean> {
  if (!isId(idChat)) return false;
  const rows = await db.query('select 1 from chat where id = $1 and id_instituicao = $2', [idChat, idInstituicao]);
  return rows.length > 0;
}

type MensagemRow = {
  idMensagem: number;
  idChat: number;
  direcao: MensagemDirecao;
  texto: string;
  status: MensagemStatus;
  idAutor: number | null;
  autorNome: string | null;
  idEspecialista: number | null;
  especialistaNome: string | null;
  tipo: MensagemTipo;
  midiaMime: string | null;
  midiaNome: string | null;
  midiaTamanho: number | null;
  criadoEm: Date;
  cursorEm: string;
  recuperada: boolean;
  citadaRef: { id: number; direcao: MensagemDirecao; tipo: MensagemTipo; texto: string } | null;
  citadaPrevia: string | null;
  citadaIdGateway: string | null;
  reacoes: { emoji: string; de: ReacaoAutor; reagidaEm: string }[] | null;
  edicoes: { texto: string; substituidaEm: string }[] | null;
  editadaEm: Date | null;
  apagadaEm: Date | null;
  conteudo: MensagemConteudo | null;
};

const SELECT_MENSAGEM = `select m.id as "idMensagem", m.id_chat as "idChat", m.direcao, m.tipo, m.texto, m.status,
    m.id_autor as "idAutor", u.nome as "autorNome", m.id_especialista as "idEspecialista", e.nome as "especialistaNome",
    mm.mime as "midiaMime", mm.nome as "midiaNome", mm.tamanho as "midiaTamanho", m.enviada_em as "criadoEm",
    m.enviada_em::text as "cursorEm", m.recuperada,
    m.citada_id_gateway as "citadaIdGateway", m.citada_previa as "citadaPrevia", m.conteudo,
    m.editada_em as "editadaEm", m.apagada_em as "apagadaEm",
    -- The quoted message, found in the same conversation by its gateway id (any direction: the
    -- contact may answer staff's message); a short text of it, the rest is the client's.
    case when m.citada_id_gateway is not null then (
      select json_build_object('id', q.id, 'direcao', q.direcao, 'tipo', q.tipo, 'texto', left(q.texto, ${CITACAO_PREVIA_MAX}))
        from mensagem q where q.id_canal = m.id_canal and q.id_gateway = m.citada_id_gateway and q.id_chat = m.id_chat
    ) end as "citadaRef",
    (select json_agg(json_build_object('emoji', r.emoji, 'de', r.de, 'reagidaEm', r.reagida_em) order by r.reagida_em)
       from mensagem_reacao r where r.id_mensagem = m.id) as reacoes,
    case when m.editada_em is not null then (
      select json_agg(json_build_object('texto', h.texto, 'substituidaEm', h.substituida_em) order by h.id)
        from mensagem_edicao h where h.id_mensagem = m.id
    ) end as edicoes
  from mensagem m left join usuario u on u.id = m.id_autor left join especialista e on e.id = m.id_especialista
  left join mensagem_midia mm on mm.id_mensagem = m.id`;

/** A file without a caption reads as its kind wherever a line of a message is shown. */
export const MIDIA_PREVIA: Readonly<Record<MensagemTipo, string>> = {
  texto: '',
  imagem: 'Imagem',
  audio: 'Áudio',
  video: 'Vídeo',
  documento: 'Documento',
};

const iso = (instant: string | Date) => new Date(instant).toISOString();

/** The quoted message: the stored one when found, else the preview the contact's phone sent. */
function citadaOf(row: MensagemRow): MensagemCitada | null {
  if (row.citadaIdGateway === null) return null;
  const ref = row.citadaRef;
  if (!ref) return { idMensagem: null, direcao: null, previa: row.citadaPrevia ?? '' };
  return { idMensagem: ref.id, direcao: ref.direcao, previa: ref.texto || MIDIA_PREVIA[ref.tipo] };
}

/** The fields of issue #26, only when the message has them (the contract's optional fields). */
function fidelityOf(row: MensagemRow): Partial<Mensagem> {
  const citada = citadaOf(row);
  return {
    ...(citada ? { citada } : {}),
    ...(row.reacoes?.length
      ? { reacoes: row.reacoes.map((r) => ({ emoji: r.emoji, de: r.de, reagidaEm: iso(r.reagidaEm) })) }
      : {}),
    ...(row.editadaEm ? { editadaEm: row.editadaEm.toISOString() } : {}),
    ...(row.edicoes?.length
      ? { edicoes: row.edicoes.map((h) => ({ texto: h.texto, substituidaEm: iso(h.substituidaEm) })) }
      : {}),
    ...(row.apagadaEm ? { apagadaEm: row.apagadaEm.toISOString() } : {}),
    ...(row.conteudo ? { conteudo: row.conteudo } : {}),
    ...(row.recuperada ? { recuperada: true as const } : {}),
  };
}

function toMensagem(row: MensagemRow): Mensagem {
  return {
    idMensagem: row.idMensagem,
    idChat: row.idChat,
    direcao: row.direcao,
    tipo: row.tipo,
    texto: row.texto,
    midia:
      row.midiaMime !== null
        ? { mime: row.midiaMime, nome: row.midiaNome ?? '', tamanho: row.midiaTamanho ?? 0 }
        : null,
    status: row.status,
    autor: row.idAutor !== null ? { idUsuario: row.idAutor, nome: row.autorNome ?? '' } : null,
    especialista:
      row.idEspecialista !== null ? { idEspecialista: row.idEspecialista, nome: row.especialistaNome ?? '' } : null,
    criadoEm: row.criadoEm.toISOString(),
    ...fidelityOf(row),
  };
}

/** A page of a chat's messages, newest first (the caller has checked the chat is the institution's). */
export async function listMensagens(
  db: Queryable,
  idInstituicao: number,
  idChat: number,
  page: { cursor?: string; limit: number },
): Promise<CursorPage<Mensagem>> {
  const params: SqlParam[] = [idChat, idInstituicao];
  let before = '';
  if (page.cursor) {
    const [em, id] = decodeCursor(page.cursor);
    if (typeof em !== 'string' || em.length > 64 || !isId(id)) throw new InvalidCursorError('Cursor inválido.');
    params.push(em, id);
    before = `and (m.enviada_em, m.id) < ($${params.length - 1}::timestamptz, $${params.length})`;
  }
  params.push(page.limit + 1);
  // In WhatsApp's order (enviada_em), read through mensagem_chat_ordem_idx (id_chat, enviada_em
  // desc, id desc): the chat's own rows, newest first, never a walk of the whole table.
  // The page's ids first, then its rows: the quote, reactions and edits are read for these rows
  // only, never for every message of the conversation the sort looks at.
  const rows = await db
    .query<MensagemRow>(
      `with pagina as (
         select m.id from mensagem m where m.id_chat = $1 and m.id_instituicao = $2 ${before}
          order by m.enviada_em desc, m.id desc limit $${params.length}
       )
       ${SELECT_MENSAGEM} join pagina on pagina.id = m.id order by m.enviada_em desc, m.id desc`,
      params,
    )
    .catch((error: unknown) => {
      // A forged cursor whose timestamp PostgreSQL cannot read (22007/22008).
      if (page.cursor && /^2200[78]$/.test(String((error as { code?: unknown }).code))) {
        throw new InvalidCursorError('Cursor inválido.');
      }
      throw error;
    });
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items: await withMarcos(db, idChat, items.map(toMensagem)),
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.cursorEm, last.idMensagem]) : null,
  };
}

/** One message of the institution, or null. */
export async function findMensagem(db: Queryable, idInstituicao: number, idMensagem: number): Promise<Mensagem | null> {
  const [row] = await db.query<MensagemRow>(`${SELECT_MENSAGEM} where m.id = $1 and m.id_instituicao = $2`, [
    idMensagem,
    idInstituicao,
  ]);
  if (!row) return null;
  const [mensagem] = await withMarcos(db, row.idChat, [toMensagem(row)]);
  return mensagem ?? null;
}

/** How many of the institution's chats are open ('aberta' or 'pendente'): the dashboard's figure. */
export async function countChatsAbertos(db: Queryable, idInstituicao: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from chat where id_instituicao = $1 and status in ('aberta', 'pendente')`,
    [idInstituicao],
  );
  return row?.total ?? 0;
}
