import {
  CONTATO_RECENTES,
  type CampanhaStatus,
  type ChatStatus,
  type ContatoPagina,
  type DestinatarioStatus,
  type PedidoStatus,
} from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { findContatoAudiencia } from './contatos-audiencia.repository';
import { listConsentimentoHistorico } from './contatos-consentimento.repository';

/*
 * A contact's page (docs/decisions/0029): the contact, its other WhatsApp addresses (ADR 0035), its
 * consent history, and its conversations, orders (matched by phone, its own or a merged contact's:
 * an order keeps the client's phone, not the contact), leads and the
 * campaigns it received — each counted, the latest few listed.
 */

type Resumo<T> = { total: number; recentes: T[] };

/** Splits rows that carry the kind's total (a window count) into the total and the items. */
function resumo<T extends { total: number }>(rows: T[]): Resumo<Omit<T, 'total'>> {
  return {
    total: rows[0]?.total ?? 0,
    recentes: rows.map(({ total: _total, ...item }) => item),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything the contact's page shows, or null (another institution's contact is "not found"). */
export async function findContatoPagina(
  db: Queryable,
  idInstituicao: number,
  idContato: number,
): Promise<ContatoPagina | null> {
  const contato = await findContatoAudiencia(db, idInstituicao, idContato);
  if (!contato) return null;
  const args = [idContato, idInstituicao, CONTATO_RECENTES];
  const [historicoConsentimento, enderecos, conversas, pedidos, leads, campanhas] = await Promise.all([
    listConsentimentoHistorico(db, idInstituicao, idContato),
    db.query<{ tipo: 'lid' | 'telefone'; valor: string }>(
      `select tipo, valor from contato_endereco where id_contato = $1 and id_instituicao = $2 order by tipo, id`,
      [idContato, idInstituicao],
    ),
    db.query<{ total: number; idChat: number; canal: string; status: ChatStatus; ultimaMensagemEm: Date }>(
      `select count(*) over ()::int as total, ch.id as "idChat", ca.nome as canal, ch.status,
              ch.ultima_mensagem_em as "ultimaMensagemEm"
         from chat ch join canal ca on ca.id = ch.id_canal
        where ch.id_contato = $1 and ch.id_instituicao = $2
        order by ch.ultima_mensagem_em desc, ch.id desc limit $3`,
      args,
    ),
    db.query<{
      total: number;
      idPedido: number;
      numero: number;
      status: PedidoStatus;
      totalCentavos: number;
      criadoEm: Date;
    }>(
      `select count(*) over ()::int as total, p.id as "idPedido", p.numero, p.status,
              p.total_centavos::int as "totalCentavos", p.created_at as "criadoEm"
         from pedido p join contatos c on c.id = $1 and c.id_instituicao = $2
        where p.id_instituicao = $2
          and (p.cliente_telefone = c.telefone
               or p.cliente_telefone in (select e.valor from contato_endereco e
                                          where e.id_contato = c.id and e.tipo = 'telefone'))
        order by p.created_at desc, p.id desc limit $3`,
      args,
    ),
    db.query<{ total: number; idLead: number; etapa: string; valorCentavos: number; criadoEm: Date }>(
      `select count(*) over ()::int as total, l.id as "idLead", e.nome as etapa,
              l.valor_centavos::int as "valorCentavos", l.created_at as "criadoEm"
         from lead l join funil_etapa e on e.id = l.id_etapa
        where l.id_contato = $1 and l.id_instituicao = $2
        order by l.created_at desc, l.id desc limit $3`,
      args,
    ),
    db.query<{
      total: number;
      idCampanha: number;
      nome: string;
      campanhaStatus: CampanhaStatus;
      status: DestinatarioStatus;
      enviadoEm: Date | null;
    }>(
      `select count(*) over ()::int as total, d.id_campanha as "idCampanha", ec.nome,
              ec.status as "campanhaStatus", d.status, d.enviado_em as "enviadoEm"
         from (select distinct on (id_campanha) id_campanha, status, enviado_em, atualizado_em
                 from campanha_destinatario where id_contato = $1 and id_instituicao = $2
                order by id_campanha, rodada desc, atualizado_em desc) d
         join especialista_campanha ec on ec.id = d.id_campanha
        order by coalesce(d.enviado_em, d.atualizado_em) desc, d.id_campanha desc limit $3`,
      args,
    ),
  ]);
  return {
    contato,
    enderecos,
    historicoConsentimento,
    conversas: resumo(conversas.map((row) => ({ ...row, ultimaMensagemEm: row.ultimaMensagemEm.toISOString() }))),
    pedidos: resumo(pedidos.map((row) => ({ ...row, criadoEm: row.criadoEm.toISOString() }))),
    leads: resumo(leads.map((row) => ({ ...row, criadoEm: row.criadoEm.toISOString() }))),
    campanhas: resumo(campanhas.map((row) => ({ ...row, enviadoEm: iso(row.enviadoEm) }))),
  };
}
