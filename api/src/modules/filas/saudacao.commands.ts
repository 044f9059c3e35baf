import { SAUDACAO_REPETICOES_MAX, saudacaoTexto, type Chat } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import type { ChannelRegistry } from '../canais/channel-registry';
import type { InboundOutcome } from '../chat/chat-inbound.commands';
import { publishConversaAtualizada } from '../chat/chat.events';
import { findChat } from '../chat/chat.queries';
import { deliver, newMessage } from '../chat/outbound-delivery';
import { aoChegarNaFila } from './roteamento.commands';

/*
 * The greeting menu (ADR 0034): a new conversation, on a channel with the greeting on that no AI
 * specialist answers, of an institution with queues offered in the menu, gets "Olá! Digite 1 para Pedidos, 2 para
 * Financeiro." The contact's answer (the digit, or the queue's name) puts the conversation in that
 * queue; an invalid answer is asked again at most twice (SAUDACAO_REPETICOES_MAX), and the third
 * goes to the channel's default queue (or to no queue: everyone sees it). Every message here is
 * automatic (no author: nobody's first answer in the reports) and goes through the one outbound
 * pipeline. The state is the chat's `saudacao_tentativas` (null: not in the greeting).
 */

type Opcao = { idFila: number; nome: string; opcaoSaudacao: number };

export const SAUDACAO_MENSAGENS = {
  encaminhada: (fila: string) =>
    `Obrigado! Sua conversa foi encaminhada para ${fila}. Em instantes alguém da equipe responde.`,
  repetir: (menu: string) => `Não entendi sua resposta. ${menu}`,
  padrao: (fila: string | null) =>
    `Não entendi sua resposta; sua conversa foi encaminhada para ${fila ?? 'a equipe'}. Em instantes alguém responde.`,
} as const;

/**
 * Where a conversation a contact just opened goes: into the greeting (the channel sends it, the
 * institution offers a menu and no specialist answers the channel) or straight into the channel's default queue.
 * Called by the chat's inbound command in the transaction that creates the conversation.
 */
export async function rotaInicial(
  tx: Queryable,
  idInstituicao: number,
  idCanal: number,
): Promise<{ idFila: number | null; saudacao: boolean }> {
  const [row] = await tx.query<{ idFila: number | null; menu: boolean; especialista: boolean }>(
    `select c.id_fila_padrao as "idFila",
            c.saudacao and exists (select 1 from fila f where f.id_instituicao = $2 and f.opcao_saudacao is not null) as menu,
            exists (select 1 from especialista_canal ec join especialista e on e.id = ec.id_especialista
                     where ec.id_canal = c.id and e.ativo) as especialista
       from canal c where c.id = $1 and c.id_instituicao = $2`,
    [idCanal, idInstituicao],
  );
  if (!row) return { idFila: null, saudacao: false };
  return row.menu && !row.especialista ? { idFila: null, saudacao: true } : { idFila: row.idFila, saudacao: false };
}

const semAcento = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The queue an answer chose: the digit alone (trailing punctuation allowed: "2", "2.", " 2 ") or
 * the queue's name typed without minding accents or case ("financeiro"); null otherwise.
 * @example escolha('2.', [{ idFila: 5, nome: 'Financeiro', opcaoSaudacao: 2 }]) // → the Financeiro option
 */
export function escolha(texto: string, opcoes: readonly Opcao[]): Opcao | null {
  const digito = /^\s*(\d)\s*[.)!]?\s*$/.exec(texto)?.[1];
  if (digito) return opcoes.find((opcao) => opcao.opcaoSaudacao === Number(digito)) ?? null;
  const nome = semAcento(texto).replace(/[.!]+$/, '');
  return opcoes.find((opcao) => semAcento(opcao.nome) === nome) ?? null;
}

async function opcoesDe(tx: Queryable, idInstituicao: number): Promise<Opcao[]> {
  return tx.query<Opcao>(
    `select id as "idFila", nome, opcao_saudacao as "opcaoSaudacao" from fila
      where id_instituicao = $1 and opcao_saudacao is not null order by opcao_saudacao`,
    [idInstituicao],
  );
}

type Passo = { kind: 'fora' } | { kind: 'texto'; texto: string; roteada: boolean };

/** What the contact's message does to a conversation in the greeting (locks it; call in a transaction). */
async function proximoPasso(tx: Queryable, chat: Chat, texto: string, primeira: boolean): Promise<Passo> {
  const [row] = await tx.query<{ tentativas: number | null; idFilaPadrao: number | null; filaPadrao: string | null }>(
    `select c.saudacao_tentativas as tentativas, cn.id_fila_padrao as "idFilaPadrao", f.nome as "filaPadrao"
       from chat c join canal cn on cn.id = c.id_canal left join fila f on f.id = cn.id_fila_padrao
      where c.id = $1 and c.id_instituicao = $2 for update of c`,
    [chat.idChat, chat.idInstituicao],
  );
  // Staff took it meanwhile (an assignment or a transfer ends the greeting).
  if (!row || row.tentativas === null) return { kind: 'fora' };
  const opcoes = await opcoesDe(tx, chat.idInstituicao);
  const menu = saudacaoTexto(opcoes);
  const rotear = async (idFila: number | null) =>
    tx.query('update chat set id_fila = $2, saudacao_tentativas = null where id = $1', [chat.idChat, idFila]);
  // The gestor took every queue out of the menu meanwhile: the default queue, without a word.
  if (!menu) {
    await rotear(row.idFilaPadrao);
    return { kind: 'fora' };
  }
  if (primeira) return { kind: 'texto', texto: menu, roteada: false };
  const escolhida = escolha(texto, opcoes);
  if (escolhida) {
    await rotear(escolhida.idFila);
    return { kind: 'texto', texto: SAUDACAO_MENSAGENS.encaminhada(escolhida.nome), roteada: true };
  }
  if (row.tentativas < SAUDACAO_REPETICOES_MAX) {
    await tx.query('update chat set saudacao_tentativas = saudacao_tentativas + 1 where id = $1', [chat.idChat]);
    return { kind: 'texto', texto: SAUDACAO_MENSAGENS.repetir(menu), roteada: false };
  }
  await rotear(row.idFilaPadrao);
  return { kind: 'texto', texto: SAUDACAO_MENSAGENS.padrao(row.filaPadrao), roteada: true };
}

export type SaudacaoDeps = { db: Db; registry: ChannelRegistry; sink: EventSink; now?: () => Date };

/**
 * One contact message of a conversation in the greeting: the menu (the conversation's first
 * message), the routing with its confirmation, or the menu again. True when the greeting handled it
 * (the specialists do not answer it).
 */
export async function responderSaudacao(deps: SaudacaoDeps, chat: Chat, texto: string, primeira: boolean) {
  let passo: Passo = { kind: 'fora' };
  const outcome = await deliver(deps, chat.idInstituicao, async (tx) => {
    passo = await proximoPasso(tx, chat, texto, primeira);
    if (passo.kind === 'fora') return { kind: 'fora' } as const;
    return newMessage(chat.idInstituicao, {
      idChat: chat.idChat,
      remetente: { idUsuario: null },
      conteudo: passo.texto,
    })(tx);
  });
  // Routed but not sent (the channel is down): the list still learns the conversation's queue.
  const final = passo as Passo;
  const routed = final.kind === 'fora' || final.roteada;
  const atual = routed ? await findChat(deps.db, chat.idInstituicao, chat.idChat) : null;
  if (atual && outcome.kind !== 'sent') await publishConversaAtualizada(deps.sink, atual);
  // In its queue now: first responder, business hours and automatic assignment (ADR 0037).
  if (atual?.fila && !atual.aguardandoSaudacao) await aoChegarNaFila(deps, atual);
  return final.kind !== 'fora';
}

/**
 * The listener step app.ts puts before the specialists: answers the greeting's messages and hands
 * the other outcomes on. Never rejects (a failure is logged; the message stays for staff).
 */
export function createSaudacao(deps: Omit<SaudacaoDeps, 'sink'>) {
  return async (sink: EventSink, outcomes: readonly InboundOutcome[]): Promise<InboundOutcome[]> => {
    const rest: InboundOutcome[] = [];
    for (const outcome of outcomes) {
      if (outcome.kind !== 'message' || !outcome.chat.aguardandoSaudacao || outcome.mensagem.direcao !== 'entrada') {
        rest.push(outcome);
        continue;
      }
      try {
        const handled = await responderSaudacao(
          { ...deps, sink },
          outcome.chat,
          outcome.mensagem.texto,
          outcome.chatCriado,
        );
        if (!handled) rest.push(outcome);
      } catch (error) {
        sink.log.error({ err: error, idChat: outcome.chat.idChat }, 'saudação: falha ao responder o menu');
      }
    }
    return rest;
  };
}
