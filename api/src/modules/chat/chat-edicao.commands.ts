import { EDICAO_JANELA_MINUTOS, MENSAGEM_TEXTO_MAX } from '@colabora/shared/contracts';
import type { Change } from './outbound-change';

/*
 * Staff edit or delete for everyone a message they sent (issue #26, ADR 0027), within WhatsApp's
 * windows. Run by outbound-change.ts's steps: stored only once the gateway took it. Staff keep what
 * was said, as for the contact's (ADR 0025 §5): the old text goes to the history, a deleted
 * message keeps its text, marked.
 */

/** WhatsApp lets a sender delete for everyone for about two days. */
const APAGAR_JANELA_MS = 2 * 24 * 60 * 60_000;
const EDICAO_JANELA_MS = EDICAO_JANELA_MINUTOS * 60_000;

export const EDICAO_MESSAGES = {
  soDaEquipeEditar: 'Só dá para editar mensagens que a equipe enviou.',
  soTexto: 'Só textos podem ser editados: para um arquivo, apague e envie de novo.',
  janelaEdicao: `O WhatsApp só deixa editar até ${EDICAO_JANELA_MINUTOS} minutos depois do envio: envie uma nova mensagem.`,
  soDaEquipeApagar: 'Só dá para apagar para todos mensagens que a equipe enviou.',
  janelaApagar: 'O WhatsApp só deixa apagar para todos até 2 dias depois do envio.',
} as const;

/**
 * The new text of staff's text message, sent within the window (`agora`: the caller's clock).
 * @example await alterarMensagem(deps, idInstituicao, idChat, idMensagem, edicao('Corrigido', new Date()))
 */
export function edicao(texto: string, agora: Date): Change {
  const novo = texto.slice(0, MENSAGEM_TEXTO_MAX);
  return {
    check: (row) => {
      if (row.direcao !== 'saida') return EDICAO_MESSAGES.soDaEquipeEditar;
      if (row.tipo !== 'texto') return EDICAO_MESSAGES.soTexto;
      if (agora.getTime() - row.criadoEm.getTime() > EDICAO_JANELA_MS) return EDICAO_MESSAGES.janelaEdicao;
      return row.texto === novo ? 'sem-mudanca' : null;
    },
    send: (adapter, telefone, alvo) => adapter.editText(telefone, alvo, novo),
    store: async (tx, idMensagem, row) => {
      await tx.query('insert into mensagem_edicao (id_mensagem, texto) values ($1, $2)', [idMensagem, row.texto]);
      await tx.query('update mensagem set texto = $2, editada_em = now() where id = $1', [idMensagem, novo]);
    },
    mudaPrevia: true,
  };
}

/** Deletes staff's message for everyone (the contact sees "Mensagem apagada"); staff still see what it said. */
export function apagarParaTodos(agora: Date): Change {
  return {
    check: (row) => {
      if (row.direcao !== 'saida') return EDICAO_MESSAGES.soDaEquipeApagar;
      if (agora.getTime() - row.criadoEm.getTime() > APAGAR_JANELA_MS) return EDICAO_MESSAGES.janelaApagar;
      return null;
    },
    send: (adapter, telefone, alvo) => adapter.deleteForEveryone(telefone, alvo),
    store: async (tx, idMensagem) => {
      await tx.query('update mensagem set apagada_em = now() where id = $1 and apagada_em is null', [idMensagem]);
    },
    mudaPrevia: true,
  };
}
