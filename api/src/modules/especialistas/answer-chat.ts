import { TOOL_TRANSFERIR, TRANSFERENCIA_MOTIVOS, type Chat, type Mensagem } from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import type { ChannelRegistry } from '../canais/channel-registry';
import { handOffChat, sendEspecialistaMensagem, setChatEspecialista } from '../chat/chat-handoff.commands';
import type { InboundListener } from '../chat/chat-inbound';
import type { InboundOutcome } from '../chat/chat-inbound.commands';
import {
  publishChatStatusChanged,
  publishConversaAtualizada,
  publishMessageChange,
  publishNewChatCreated,
} from '../chat/chat.events';
import { listMensagens } from '../chat/chat.queries';
import { aposTransferenciaDaIa } from '../filas/roteamento.commands';
import { findEspecialista, findEspecialistaDoCanal } from './especialistas.repository';
import { matchKeyword, withinHours } from './handoff-rules';
import type { TokenUsage } from './ia/chat-completions';
import { IaError, type IaClient } from './ia/ia-client';
import { buildMessages, TRANSFERIR_TOOL, type Turno } from './prompt-builder';
import { promptFor } from './prompt-context';
import { recordUso } from './uso.repository';

/*
 * A specialist answering a conversation (DESIGN §5a): each message the contact writes in a chat a
 * specialist holds gets the model's answer, sent through the channel as a staff reply is and shown
 * as written by the specialist. It hands the conversation to staff instead on the gestor's
 * keywords, outside its working hours, when the model calls `transferir_para_atendente`, or when
 * the model fails: 'pendente', no specialist, an internal note with the reason, and the
 * new-chat sound for the staff. Never throws: the webhook that calls it has already answered.
 */

export type AnswerDeps = {
  db: Db;
  registry: ChannelRegistry;
  /** Null when no model is configured: a held conversation goes to staff. */
  ia: IaClient | null;
  sink: EventSink;
  now?: () => Date;
};

export type MotivoTransferencia = keyof typeof TRANSFERENCIA_MOTIVOS;

export type AnswerOutcome =
  | { kind: 'ignorada'; motivo: 'sem-especialista' | 'nao-e-do-contato' }
  | { kind: 'respondida'; mensagem: Mensagem; uso: TokenUsage }
  | { kind: 'transferida'; motivo: MotivoTransferencia }
  /** Staff took the conversation while the model was answering: nothing was sent. */
  | { kind: 'descartada' };

/** How many messages of the history to read to find `historico` turns among the notes. */
const HISTORY_READ_FACTOR = 2;
const HISTORY_READ_MAX = 100;

async function recentTurns(db: Db, chat: Chat, historico: number): Promise<Turno[]> {
  const page = await listMensagens(db, chat.idInstituicao, chat.idChat, {
    limit: Math.min(HISTORY_READ_MAX, historico * HISTORY_READ_FACTOR),
  });
  return page.items
    .filter((mensagem) => mensagem.direcao !== 'nota' && mensagem.status !== 'falhou')
    .reverse()
    .map((mensagem) => ({ papel: mensagem.direcao === 'entrada' ? 'contato' : 'especialista', texto: mensagem.texto }));
}

async function handOff(
  deps: AnswerDeps,
  chat: Chat,
  idEspecialista: number,
  motivo: MotivoTransferencia,
  uso: TokenUsage = { prompt: 0, resposta: 0 },
): Promise<AnswerOutcome> {
  const nota = `Conversa transferida para a equipe. Motivo: ${TRANSFERENCIA_MOTIVOS[motivo]}`;
  const outcome = await handOffChat(deps.db, chat.idInstituicao, chat.idChat, idEspecialista, nota);
  // A hand-off counts once, when it happened; tokens spent count even if staff were quicker.
  if (outcome.kind === 'handed-off' || uso.prompt + uso.resposta > 0) {
    await recordUso(deps.db, {
      idInstituicao: chat.idInstituicao,
      idEspecialista,
      idChat: chat.idChat,
      tipo: outcome.kind === 'handed-off' ? 'transferencia' : 'resposta',
      tokens: uso,
    });
  }
  if (outcome.kind === 'not-held') return { kind: 'descartada' };
  // NewChatCreated rings the staff's new-chat sound: to them it is a new conversation to take.
  await publishNewChatCreated(deps.sink, outcome.chat);
  if (outcome.statusAnterior !== outcome.chat.status) await publishChatStatusChanged(deps.sink, outcome.chat);
  await publishMessageChange(deps.sink, outcome.chat, outcome.nota);
  // Its queue's people: the away message outside hours and automatic assignment (ADR 0037).
  await aposTransferenciaDaIa(deps, outcome.chat);
  return { kind: 'transferida', motivo };
}

async function answer(deps: AnswerDeps, chat: Chat, inbound: Mensagem): Promise<AnswerOutcome> {
  if (inbound.direcao !== 'entrada') return { kind: 'ignorada', motivo: 'nao-e-do-contato' };
  const held = chat.especialista;
  const especialista = held ? await findEspecialista(deps.db, chat.idInstituicao, held.idEspecialista) : null;
  if (!especialista?.ativo) return { kind: 'ignorada', motivo: 'sem-especialista' };
  const { idEspecialista } = especialista;

  if (matchKeyword(inbound.texto, especialista.palavrasTransferencia)) {
    return handOff(deps, chat, idEspecialista, 'palavra');
  }
  if (!withinHours(especialista.horario, (deps.now ?? (() => new Date()))())) {
    return handOff(deps, chat, idEspecialista, 'horario');
  }
  if (!deps.ia) return handOff(deps, chat, idEspecialista, 'falha');
  // Only models the operator offers are ever called: one saved before AI_MODELS changed goes to staff.
  if (!deps.ia.config.modelos.includes(especialista.modelo)) {
    deps.sink.log.warn(
      { idChat: chat.idChat, idInstituicao: chat.idInstituicao, idEspecialista, modelo: especialista.modelo },
      'especialista: modelo não oferecido pelo servidor; conversa passada à equipe',
    );
    return handOff(deps, chat, idEspecialista, 'modelo');
  }

  const prompt = await promptFor(
    deps.db,
    chat.idInstituicao,
    especialista,
    deps.ia.config.contextTokens,
    inbound.texto,
  );
  const turnos = await recentTurns(deps.db, chat, especialista.historicoMensagens);
  let completion;
  try {
    completion = await deps.ia.complete({
      model: especialista.modelo,
      temperature: especialista.temperatura,
      messages: buildMessages(prompt.prompt, turnos, especialista.historicoMensagens),
      ...(especialista.transferenciaPelaIa ? { tools: [TRANSFERIR_TOOL] } : {}),
    });
  } catch (error) {
    if (!(error instanceof IaError)) throw error;
    deps.sink.log.warn({ err: error, idChat: chat.idChat, kind: error.kind }, 'especialista: o modelo falhou');
    return handOff(deps, chat, idEspecialista, 'falha');
  }
  if (especialista.transferenciaPelaIa && completion.ferramentas.includes(TOOL_TRANSFERIR)) {
    return handOff(deps, chat, idEspecialista, 'ferramenta', completion.uso);
  }
  const texto = completion.texto.trim().slice(0, 4096);
  if (!texto) return handOff(deps, chat, idEspecialista, 'falha', completion.uso);

  // The pipeline publishes the answer (NewMessage, ConversaAtualizada) once the gateway took it.
  const sent = await sendEspecialistaMensagem(deps, chat.idInstituicao, chat.idChat, idEspecialista, texto);
  if (sent.kind === 'not-held' || sent.kind === 'not-found') return { kind: 'descartada' };
  if (sent.kind === 'disconnected') return handOff(deps, chat, idEspecialista, 'falha', completion.uso);
  await recordUso(deps.db, {
    idInstituicao: chat.idInstituicao,
    idEspecialista,
    idChat: chat.idChat,
    tipo: 'resposta',
    tokens: completion.uso,
  });
  return { kind: 'respondida', mensagem: sent.mensagem, uso: completion.uso };
}

/**
 * Answers `inbound` (a message the contact just wrote in `chat`) when an active specialist holds
 * the conversation; otherwise does nothing. Errors are logged, never thrown.
 */
export async function answerWithSpecialist(deps: AnswerDeps, chat: Chat, inbound: Mensagem): Promise<AnswerOutcome> {
  try {
    return await answer(deps, chat, inbound);
  } catch (error) {
    deps.sink.log.error({ err: error, idChat: chat.idChat }, 'especialista: falha ao responder a conversa');
    return { kind: 'descartada' };
  }
}

/**
 * What the webhook and the simulator call after `publishInbound`: a new conversation on a channel
 * whose default specialist is active goes to that specialist, then every message the contact
 * wrote in a conversation a specialist holds is answered (in order, one after the other).
 */
export async function answerInbound(deps: AnswerDeps, outcomes: readonly InboundOutcome[]): Promise<AnswerOutcome[]> {
  const results: AnswerOutcome[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind !== 'message') continue;
    let chat = outcome.chat;
    try {
      if (outcome.chatCriado && !chat.especialista) {
        const padrao = await findEspecialistaDoCanal(deps.db, chat.idInstituicao, chat.idCanal);
        const assigned = padrao
          ? await setChatEspecialista(deps.db, chat.idInstituicao, chat.idChat, padrao.idEspecialista)
          : null;
        if (assigned) {
          chat = assigned;
          await publishConversaAtualizada(deps.sink, chat);
        }
      }
    } catch (error) {
      deps.sink.log.error(
        { err: error, idChat: chat.idChat },
        'especialista: falha ao atribuir o especialista do canal',
      );
    }
    results.push(await answerWithSpecialist(deps, chat, outcome.mensagem));
  }
  return results;
}

/**
 * The callback app.ts hands to the chat module: answers in the background, so the webhook still
 * answers the gateway at once. Never rejects (answerInbound logs its failures).
 * @example const answerer = createInboundAnswerer({ db: app.db, registry: channels, ia: iaClient })
 */
export function createInboundAnswerer(deps: Omit<AnswerDeps, 'sink'>): InboundListener {
  return async (sink, outcomes) => {
    if (!outcomes.some((outcome) => outcome.kind === 'message')) return;
    await answerInbound({ ...deps, sink }, outcomes);
  };
}
