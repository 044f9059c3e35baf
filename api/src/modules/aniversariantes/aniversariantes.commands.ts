import {
  MENSAGEM_TEXTO_MAX,
  renderFelicitacao,
  type Chat,
  type FelicitacaoEnviada,
  type Mensagem,
} from '@colabora/shared/contracts';
import { listCanais } from '../canais/canais.repository';
import { deliver, insertPendente, pendente, type OutboundDeps } from '../chat/outbound-delivery';
import { ageTurning, birthdayIn, birthdayInRange, localNow, parseIsoDay } from './aniversariantes.dates';
import { findFelicitacaoConfig, findFelicitacaoEnviada } from './aniversariantes.queries';

/*
 * Sending a birthday greeting, by hand or by the daily job. The once-a-year guarantee is the row
 * of felicitacao_enviada (unique per institution, contact and year): it is inserted in the same
 * transaction as the conversation's pending message, and only the transaction that inserted it
 * hands the text to WhatsApp. A second click, a second job run or a second API process finds the
 * row and sends nothing.
 */

export type FelicitarOutcome =
  | { kind: 'not-found' }
  /** Today (São Paulo) is not the contact's birthday, or the contact has no birth date. */
  | { kind: 'not-birthday'; nome: string; semData: boolean }
  /** No marketing consent, and nobody confirmed sending anyway. */
  | { kind: 'no-consent'; nome: string }
  | { kind: 'no-channel' }
  | { kind: 'already-sent' }
  | {
      kind: 'sent';
      enviada: FelicitacaoEnviada;
      chat: Chat;
      mensagem: Mensagem;
      /** The gateway refused: the message is 'falhou' in the chat and the greeting may be tried again. */
      erro: string | null;
    };

export type FelicitarOptions = {
  /** The job (true) or a staff member's click (false, with their id). */
  automatica: boolean;
  idUsuario: number | null;
  now: Date;
  /** The text to send; the institution's template rendered for the contact when absent. */
  texto?: string;
  /** A staff member confirmed greeting a contact who gave no marketing consent (the job never does). */
  semConsentimentoConfirmado?: boolean;
};

/**
 * Greets the contact through the one outbound pipeline (chat/outbound-delivery.ts): the intent
 * claims the year, opens or continues the conversation and stores the message; the pipeline sends
 * it and publishes the events (NewChatCreated first when the conversation is new).
 */
export async function felicitarContato(
  deps: OutboundDeps,
  idInstituicao: number,
  idContato: number,
  { automatica, idUsuario, now, texto, semConsentimentoConfirmado = false }: FelicitarOptions,
): Promise<FelicitarOutcome> {
  const today = localNow(now);
  const { year } = today;
  // The year the intent claimed: the outcome step releases it when the gateway refuses.
  const claim: { idFelicitacao: number | null } = { idFelicitacao: null };
  const outcome = await deliver(
    deps,
    idInstituicao,
    async (tx) => {
      const [contato] = await tx.query<{
        nome: string;
        telefone: string;
        dataNascimento: string | null;
        consentimento: boolean;
      }>(
        `select nome, telefone_e164 as telefone, data_nascimento as "dataNascimento",
                consentimento_marketing as consentimento
           from contatos where id = $1 and id_instituicao = $2`,
        [idContato, idInstituicao],
      );
      if (!contato) return { kind: 'not-found' } as const;
      // A birthday greeting on the birthday only, and marketing only with consent or a confirmation.
      const nascimento = contato.dataNascimento ? parseIsoDay(contato.dataNascimento) : null;
      if (!nascimento || !birthdayInRange(nascimento, { from: today, to: today }))
        return { kind: 'not-birthday', nome: contato.nome, semData: !nascimento } as const;
      if (!contato.consentimento && !semConsentimentoConfirmado)
        return { kind: 'no-consent', nome: contato.nome } as const;
      // The connected channel the contact already talks on, else the institution's first connected one.
      const conectados = (await listCanais(tx, idInstituicao)).filter((canal) => canal.estado === 'conectado');
      if (!conectados.length) return { kind: 'no-channel' } as const;
      const [recent] = await tx.query<{ idCanal: number }>(
        `select id_canal as "idCanal" from chat where id_instituicao = $1 and id_contato = $2
          and id_canal = any($3::int[]) order by ultima_mensagem_em desc limit 1`,
        [idInstituicao, idContato, conectados.map((canal) => canal.idCanal)],
      );
      const canal = conectados.find((c) => c.idCanal === recent?.idCanal) ?? conectados[0];
      if (!canal) return { kind: 'no-channel' } as const;

      const idade = ageTurning(nascimento, birthdayIn(nascimento, year).year);
      const modelo = texto ?? (await findFelicitacaoConfig(tx, idInstituicao)).modelo;
      const mensagemTexto = renderFelicitacao(modelo, { nome: contato.nome, idade }).slice(0, MENSAGEM_TEXTO_MAX);

      const [claimed] = await tx.query<{ id: number }>(
        `insert into felicitacao_enviada (id_instituicao, id_contato, ano, texto, automatica, id_usuario, enviada_em)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (id_instituicao, id_contato, ano) do nothing returning id`,
        [idInstituicao, idContato, year, mensagemTexto, automatica, idUsuario, now],
      );
      if (!claimed) return { kind: 'already-sent' } as const;

      const [created] = await tx.query<{ id: number }>(
        `insert into chat (id_instituicao, id_canal, id_contato) values ($1, $2, $3)
         on conflict (id_canal, id_contato) do nothing returning id`,
        [idInstituicao, canal.idCanal, idContato],
      );
      const [chat] = await tx.query<{ id: number }>(
        'select id from chat where id_canal = $1 and id_contato = $2 for update',
        [canal.idCanal, idContato],
      );
      if (!chat) throw new Error('conversa não encontrada após criar');
      const idMensagem = await insertPendente(tx, {
        idInstituicao,
        idChat: chat.id,
        idCanal: canal.idCanal,
        remetente: { idUsuario },
        conteudo: mensagemTexto,
      });
      await tx.query('update felicitacao_enviada set id_mensagem = $2 where id = $1', [claimed.id, idMensagem]);
      claim.idFelicitacao = claimed.id;
      return pendente({
        idChat: chat.id,
        idMensagem,
        canal,
        telefone: contato.telefone,
        conteudo: mensagemTexto,
        chatCriado: !!created,
      });
    },
    {
      // Refused by the gateway, so nobody was greeted: release the year for a new attempt (the
      // failed message stays in the conversation, where it can be sent again as well).
      onOutcome: async (tx, { erro }) => {
        if (erro) await tx.query('delete from felicitacao_enviada where id = $1', [claim.idFelicitacao]);
      },
    },
  );
  if (outcome.kind !== 'sent') return outcome;

  const { chat, mensagem, erro } = outcome;
  const enviada =
    erro || claim.idFelicitacao === null
      ? null
      : await findFelicitacaoEnviada(deps.db, idInstituicao, claim.idFelicitacao);
  return {
    kind: 'sent',
    chat,
    mensagem,
    erro,
    enviada: enviada ?? {
      idContato,
      nome: chat.contato.nome,
      telefone: chat.contato.telefone ?? '',
      ano: year,
      texto: mensagem.texto,
      automatica,
      enviadaEm: now.toISOString(),
    },
  };
}
