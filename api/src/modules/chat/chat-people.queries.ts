import type { ChatContato, ConsentimentoOrigem, Responsavel } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * The people around a conversation: the contact it is with (the contact panel) and the colleagues
 * it can be assigned to. Read-only; contacts are written by the contatos module.
 */

/** The institution's active users, by name: who a conversation can be assigned or transferred to. */
export async function listResponsaveis(db: Queryable, idInstituicao: number): Promise<Responsavel[]> {
  return db.query<Responsavel>(
    `select id as "idUsuario", nome from usuario where id_instituicao = $1 and ativo order by nome, id`,
    [idInstituicao],
  );
}

/** The contact of the institution's chat, or null. */
export async function findChatContato(
  db: Queryable,
  idInstituicao: number,
  idChat: number,
): Promise<ChatContato | null> {
  const [row] = await db.query<
    Omit<ChatContato, 'criadoEm' | 'consentimento'> & {
      criadoEm: Date;
      marketing: boolean;
      em: Date | null;
      consentimentoOrigem: ConsentimentoOrigem | null;
    }
  >(
    `select ct.id as "idContato", ct.nome, ct.telefone_e164 as telefone, ct.email,
            to_char(ct.data_nascimento, 'YYYY-MM-DD') as "dataNascimento", ct.origem, ct.created_at as "criadoEm",
            ct.consentimento_marketing as marketing, ct.consentimento_em as em,
            ct.consentimento_origem as "consentimentoOrigem"
       from chat c join contatos ct on ct.id = c.id_contato
      where c.id = $1 and c.id_instituicao = $2`,
    [idChat, idInstituicao],
  );
  if (!row) return null;
  const { marketing, em, consentimentoOrigem, criadoEm, ...contato } = row;
  return {
    ...contato,
    criadoEm: criadoEm.toISOString(),
    consentimento: { marketing, em: em?.toISOString() ?? null, origem: consentimentoOrigem },
  };
}
