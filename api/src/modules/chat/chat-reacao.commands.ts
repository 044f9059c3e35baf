import type { Change } from './outbound-change';

/*
 * Staff react to a message on WhatsApp (issue #26, ADR 0027). A reaction is not a message: it
 * changes the one it reacts to (one per WhatsApp account: the institution's replaces its earlier
 * one, '' takes it back), never moves the list and never counts as unread. Run by
 * outbound-change.ts's steps; the same reaction again calls nobody.
 * @example await alterarMensagem(deps, idInstituicao, idChat, idMensagem, reacao('👍'))
 */
export function reacao(emoji: string): Change {
  return {
    check: (row) => (row.reacaoEquipe === emoji ? 'sem-mudanca' : null),
    send: (adapter, telefone, alvo) => adapter.sendReaction(telefone, alvo, emoji),
    store: async (tx, idMensagem) => {
      if (emoji)
        await tx.query(
          `insert into mensagem_reacao (id_mensagem, de, emoji) values ($1, 'equipe', $2)
           on conflict (id_mensagem, de) do update set emoji = excluded.emoji, reagida_em = now()`,
          [idMensagem, emoji],
        );
      else await tx.query(`delete from mensagem_reacao where id_mensagem = $1 and de = 'equipe'`, [idMensagem]);
    },
  };
}
