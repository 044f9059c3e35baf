import { CITACAO_PREVIA_MAX, type MensagemDirecao, type MensagemTipo } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import type { CitacaoSaida } from '../canais/channel-adapter';
import { MIDIA_PREVIA } from './chat.queries';

/*
 * The message a staff reply quotes (issue #26, ADR 0027), as the gateway needs it: its WhatsApp id,
 * whether the institution's number sent it, and the line the contact's phone shows above the reply.
 * Stored on the reply as an inbound quote is (citada_id_gateway, citada_previa), so the history
 * shows both alike.
 */

type Quotable = { idGateway: string; direcao: MensagemDirecao; tipo: MensagemTipo; texto: string };

const previaOf = (row: Pick<Quotable, 'tipo' | 'texto'>) =>
  (row.texto || MIDIA_PREVIA[row.tipo]).slice(0, CITACAO_PREVIA_MAX);

/**
 * The message `idMensagem` of the conversation, when WhatsApp knows it (it reached the contact or
 * came from them: it has a gateway id) and it was not deleted for everyone; null otherwise (a
 * note, a send that failed, another conversation's message).
 */
export async function citacaoDe(tx: Queryable, idChat: number, idMensagem: number): Promise<CitacaoSaida | null> {
  const [row] = await tx.query<Quotable>(
    `select id_gateway as "idGateway", direcao, tipo, texto from mensagem
      where id = $1 and id_chat = $2 and direcao in ('entrada', 'saida') and id_gateway is not null
        and apagada_em is null`,
    [idMensagem, idChat],
  );
  return row ? { idGateway: row.idGateway, deMim: row.direcao === 'saida', previa: previaOf(row) } : null;
}

/** The quote a stored reply carries (a resend quotes again what the first send quoted). */
export async function citacaoGuardada(tx: Queryable, idMensagem: number): Promise<CitacaoSaida | undefined> {
  const [row] = await tx.query<{ idGateway: string | null; previa: string | null; deMim: boolean | null }>(
    `select m.citada_id_gateway as "idGateway", m.citada_previa as previa, q.direcao = 'saida' as "deMim"
       from mensagem m
       left join mensagem q on q.id_canal = m.id_canal and q.id_gateway = m.citada_id_gateway
      where m.id = $1`,
    [idMensagem],
  );
  if (!row?.idGateway) return undefined;
  return { idGateway: row.idGateway, deMim: row.deMim === true, previa: row.previa ?? '' };
}
