import type { AbrirConversaInput, Chat } from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import { findOrCreateContatoByPhone } from '../contatos/contatos.repository';
import { findChat } from './chat.queries';

/*
 * A contact card shared in a conversation (issue #26, ADR 0033) turned into a conversation of its
 * own: the card's person as a contact (found by phone, or created as a contact reached through
 * WhatsApp) and their conversation on the same channel (found, or opened empty). Nothing is sent:
 * staff write the first message themselves.
 */

export type AbrirConversaOutcome =
  { kind: 'not-found' } | { kind: 'telefone-nao-suportado' } | { kind: 'aberta'; chat: Chat; criada: boolean };

export function abrirConversaDoCartao(
  db: Db,
  idInstituicao: number,
  idChatOrigem: number,
  input: AbrirConversaInput,
): Promise<AbrirConversaOutcome> {
  return db.transaction(async (tx) => {
    const [origem] = await tx.query<{ idCanal: number }>(
      'select id_canal as "idCanal" from chat where id = $1 and id_instituicao = $2',
      [idChatOrigem, idInstituicao],
    );
    if (!origem) return { kind: 'not-found' } as const;
    const contato = await findOrCreateContatoByPhone(tx, idInstituicao, input.telefone, input.nome);
    if (!contato) return { kind: 'telefone-nao-suportado' } as const;
    const [created] = await tx.query<{ id: number }>(
      `insert into chat (id_instituicao, id_canal, id_contato) values ($1, $2, $3)
       on conflict (id_canal, id_contato) do nothing returning id`,
      [idInstituicao, origem.idCanal, contato.idContato],
    );
    const [row] = created
      ? [created]
      : await tx.query<{ id: number }>('select id from chat where id_canal = $1 and id_contato = $2', [
          origem.idCanal,
          contato.idContato,
        ]);
    const chat = row ? await findChat(tx, idInstituicao, row.id) : null;
    if (!chat) throw new Error('conversa não encontrada após abrir');
    return { kind: 'aberta', chat, criada: Boolean(created) } as const;
  });
}
