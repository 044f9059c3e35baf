import { isoDay, saoPauloParts } from '../../time/sao-paulo';

/*
 * The service measures, defined once (ADR 0030). Pure: the facts and messages of some
 * conversations in, one `Atendimento` per service out, then the figures the screens show. The
 * Relatórios screen, the president's panel and the tests all go through these functions, so a
 * change of rule here recomputes every report and the whole history.
 *
 * A service (atendimento) starts at an 'aberta' or 'reaberta' fact and lasts until the next one
 * (it may be resolved in between). Times are wall time; beside the first response's, its waiting
 * time in business hours: a service that arrived outside its queue's hours counts from the
 * opening (the opening fact's `contaDesde`, written with the away message; ADR 0037).
 */

export type FatoTipo =
  'aberta' | 'reaberta' | 'atribuida' | 'transferida' | 'primeira_resposta' | 'resolvida' | 'ia_transferiu';

export type Fato = {
  idChat: number;
  tipo: FatoTipo;
  idUsuario: number | null;
  idEspecialista: number | null;
  em: Date;
  /** On an opening fact: it arrived outside hours, and its waiting in business hours counts from here. */
  contaDesde?: Date | null;
};

/** A stored message, as the measures need it (notes are neither way). */
export type MensagemResumo = {
  idChat: number;
  direcao: 'entrada' | 'saida' | 'nota';
  em: Date;
  idUsuario: number | null;
  idEspecialista: number | null;
};

export type Atendimento = {
  idChat: number;
  inicio: Date;
  /** It began with the contact writing again (or staff reopening) after a resolved service. */
  reaberto: boolean;
  /** Arrival to the first answer of a human or a specialist (the waiting time); null: not answered yet. */
  primeiraRespostaMs: number | null;
  /**
   * Tempo de espera em horário de atendimento: the same wait counted from the opening of hours when
   * it arrived outside them (an answer before the opening waited 0); else equal to primeiraRespostaMs.
   */
  primeiraRespostaEmHorarioMs: number | null;
  /** Who gave the first answer. */
  respondidoPor: 'humano' | 'ia' | null;
  /** Arrival to 'resolvida'; null while not resolved. */
  resolucaoMs: number | null;
  resolvidoEm: Date | null;
  /** The member of staff it counts for: who answered first, else who held it last. */
  idAtendente: number | null;
  /** The specialist that answered (the first one) or handed it off. */
  idEspecialista: number | null;
  mensagensRecebidas: number;
  mensagensEnviadas: number;
  /** A specialist answered and no human wrote to the contact, and it was not handed off. */
  iaSozinha: boolean;
  /** A specialist answered, then handed it off (or a human took over). */
  iaTransferiu: boolean;
  /** Changes of assignee from one member of staff to another (or to nobody). */
  transferencias: number;
};

const INICIO: ReadonlySet<FatoTipo> = new Set(['aberta', 'reaberta']);
const byTime = <T extends { em: Date }>(a: T, b: T) => a.em.getTime() - b.em.getTime();

function groupByChat<T extends { idChat: number }>(items: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(item.idChat);
    if (list) list.push(item);
    else groups.set(item.idChat, [item]);
  }
  return groups;
}

/** One service from its facts and the messages of its window [inicio, próximo início). */
function medir(idChat: number, fatos: readonly Fato[], mensagens: readonly MensagemResumo[]): Atendimento {
  const [abertura] = fatos;
  if (!abertura) throw new Error('atendimento sem abertura');
  const inicio = abertura.em;
  const resposta = fatos.find((f) => f.tipo === 'primeira_resposta');
  const resolucao = fatos.find((f) => f.tipo === 'resolvida');
  const daIa = mensagens.filter((m) => m.direcao === 'saida' && m.idEspecialista !== null);
  const humanas = mensagens.filter((m) => m.direcao === 'saida' && m.idUsuario !== null);
  const handOff = fatos.find((f) => f.tipo === 'ia_transferiu');
  const primeiraIa = daIa[0];
  const humanoDepoisDaIa = !!primeiraIa && humanas.some((m) => m.em >= primeiraIa.em);
  const atribuicoes = fatos.filter((f) => f.tipo === 'atribuida' || f.tipo === 'transferida');
  const idAtendente =
    resposta?.idUsuario ??
    humanas[0]?.idUsuario ??
    atribuicoes.findLast((f) => f.idUsuario !== null)?.idUsuario ??
    resolucao?.idUsuario ??
    abertura.idUsuario ??
    null;
  return {
    idChat,
    inicio,
    reaberto: abertura.tipo === 'reaberta',
    primeiraRespostaMs: resposta ? Math.max(0, resposta.em.getTime() - inicio.getTime()) : null,
    primeiraRespostaEmHorarioMs: resposta
      ? Math.max(0, resposta.em.getTime() - Math.max(inicio.getTime(), abertura.contaDesde?.getTime() ?? 0))
      : null,
    respondidoPor: resposta ? (resposta.idEspecialista !== null ? 'ia' : 'humano') : null,
    resolucaoMs: resolucao ? Math.max(0, resolucao.em.getTime() - inicio.getTime()) : null,
    resolvidoEm: resolucao?.em ?? null,
    idAtendente,
    idEspecialista: primeiraIa?.idEspecialista ?? handOff?.idEspecialista ?? null,
    mensagensRecebidas: mensagens.filter((m) => m.direcao === 'entrada').length,
    mensagensEnviadas: mensagens.filter((m) => m.direcao === 'saida').length,
    iaSozinha: !!primeiraIa && !handOff && humanas.length === 0,
    iaTransferiu: (!!primeiraIa || !!handOff) && (!!handOff || humanoDepoisDaIa),
    transferencias: fatos.filter((f) => f.tipo === 'transferida').length,
  };
}

/**
 * Every service found in these facts, in time order per conversation. Facts before a
 * conversation's first opening (the tail of a service begun before the period) are ignored.
 */
export function atendimentosDe(fatos: readonly Fato[], mensagens: readonly MensagemResumo[]): Atendimento[] {
  const mensagensPorChat = groupByChat(mensagens);
  const atendimentos: Atendimento[] = [];
  for (const [idChat, doChat] of groupByChat(fatos)) {
    const ordenados = [...doChat].sort(byTime);
    const msgs = [...(mensagensPorChat.get(idChat) ?? [])].sort(byTime);
    const inicios = ordenados.flatMap((f, index) => (INICIO.has(f.tipo) ? [index] : []));
    inicios.forEach((start, n) => {
      const end = inicios[n + 1] ?? ordenados.length;
      const ciclo = ordenados.slice(start, end);
      const de = ordenados[start]?.em.getTime() ?? 0;
      const ate = ordenados[end]?.em.getTime() ?? Number.POSITIVE_INFINITY;
      const janela = msgs.filter((m) => m.em.getTime() >= de && m.em.getTime() < ate);
      atendimentos.push(medir(idChat, ciclo, janela));
    });
  }
  return atendimentos.sort((a, b) => a.inicio.getTime() - b.inicio.getTime() || a.idChat - b.idChat);
}

/**
 * The p-th percentile (0–100) by nearest rank: a value that happened, never an interpolation
 * between two. Null for no values. The median is percentil(values, 50).
 * @example percentil([1, 2, 3, 4], 50) // → 2
 */
export function percentil(valores: readonly number[], p: number): number | null {
  if (!valores.length) return null;
  const sorted = [...valores].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

export type Distribuicao = { medianaMs: number | null; p90Ms: number | null };

export function distribuicao(valores: readonly (number | null)[]): Distribuicao {
  const presentes = valores.filter((v): v is number => v !== null);
  return { medianaMs: percentil(presentes, 50), p90Ms: percentil(presentes, 90) };
}

export type ResumoAtendimento = {
  atendimentos: number;
  respondidos: number;
  semResposta: number;
  resolvidos: number;
  reabertos: number;
  primeiraResposta: Distribuicao;
  /** The first response's waiting time in business hours (ADR 0037). */
  primeiraRespostaEmHorario: Distribuicao;
  resolucao: Distribuicao;
  mensagensRecebidas: number;
  mensagensEnviadas: number;
  respondidosPelaIa: number;
  iaSozinha: number;
  iaTransferiu: number;
  transferencias: number;
};

const soma = (items: readonly Atendimento[], pick: (a: Atendimento) => number) =>
  items.reduce((total, a) => total + pick(a), 0);

export function resumir(atendimentos: readonly Atendimento[]): ResumoAtendimento {
  const respondidos = atendimentos.filter((a) => a.primeiraRespostaMs !== null).length;
  return {
    atendimentos: atendimentos.length,
    respondidos,
    semResposta: atendimentos.length - respondidos,
    resolvidos: atendimentos.filter((a) => a.resolucaoMs !== null).length,
    reabertos: atendimentos.filter((a) => a.reaberto).length,
    primeiraResposta: distribuicao(atendimentos.map((a) => a.primeiraRespostaMs)),
    primeiraRespostaEmHorario: distribuicao(atendimentos.map((a) => a.primeiraRespostaEmHorarioMs)),
    resolucao: distribuicao(atendimentos.map((a) => a.resolucaoMs)),
    mensagensRecebidas: soma(atendimentos, (a) => a.mensagensRecebidas),
    mensagensEnviadas: soma(atendimentos, (a) => a.mensagensEnviadas),
    respondidosPelaIa: atendimentos.filter((a) => a.respondidoPor === 'ia').length,
    iaSozinha: atendimentos.filter((a) => a.iaSozinha).length,
    iaTransferiu: atendimentos.filter((a) => a.iaTransferiu).length,
    transferencias: soma(atendimentos, (a) => a.transferencias),
  };
}

/** The services grouped by a key (an attendant, a specialist); null keys are left out. */
export function agrupar(
  atendimentos: readonly Atendimento[],
  chave: (a: Atendimento) => number | null,
): Map<number, Atendimento[]> {
  const grupos = new Map<number, Atendimento[]>();
  for (const a of atendimentos) {
    const key = chave(a);
    if (key === null) continue;
    grupos.set(key, [...(grupos.get(key) ?? []), a]);
  }
  return grupos;
}

/** The São Paulo day (YYYY-MM-DD) of an instant: a service at 22:30 there counts on that day. */
export const diaEmSaoPaulo = (at: Date): string => isoDay(saoPauloParts(at).day);

/** Services opened and resolved on each day of `dias` (every day present, São Paulo days). */
export function porDia(
  atendimentos: readonly Atendimento[],
  dias: readonly string[],
): { data: string; abertos: number; resolvidos: number }[] {
  const abertos = new Map<string, number>();
  const resolvidos = new Map<string, number>();
  for (const a of atendimentos) {
    const dia = diaEmSaoPaulo(a.inicio);
    abertos.set(dia, (abertos.get(dia) ?? 0) + 1);
    if (a.resolvidoEm) {
      const diaResolvido = diaEmSaoPaulo(a.resolvidoEm);
      resolvidos.set(diaResolvido, (resolvidos.get(diaResolvido) ?? 0) + 1);
    }
  }
  return dias.map((data) => ({ data, abertos: abertos.get(data) ?? 0, resolvidos: resolvidos.get(data) ?? 0 }));
}
