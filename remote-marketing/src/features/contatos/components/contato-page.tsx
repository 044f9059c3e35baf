import {
  CAMPANHA_STATUS_LABELS,
  CHAT_STATUS_LABELS,
  DESTINATARIO_STATUS_LABELS,
  PEDIDO_STATUS_LABELS,
  type ContatoPagina,
  type MenuItem,
} from '@colabora/shared/contracts';
import { formatCentavos, formatDateTime, formatTelefoneContato, isoDateToBr } from '@colabora/shared/format';
import { useCanOpen } from '@colabora/shared/query';
import { usePermissions } from '@colabora/shared/session';
import { Card, PageHeader, QueryState } from '@colabora/shared/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from '@colabora/shared/router';
import { useContato } from '../api/get-contato';
import { enderecoLegivel } from '../lib/endereco-legivel';
import { ConsentimentoCard } from './consentimento-card';

export type ContatoPageProps = { menuItem: MenuItem | null };

/** A link to `to` when the profile can open that screen, else the same words as plain text. */
function MaybeLink({ to, allowed, children }: { to: string; allowed: boolean; children: ReactNode }) {
  return allowed ? <Link to={to}>{children}</Link> : <span>{children}</span>;
}

/** One kind of what the contact has: counted, the latest few listed, or a line saying there is none. */
function Resumo({
  title,
  total,
  vazio,
  children,
}: {
  title: string;
  total: number;
  vazio: string;
  children: ReactNode;
}) {
  return (
    <Card title={`${title} (${total})`}>
      {total ? (
        <>
          <ul className="contatos-resumo">{children}</ul>
          {total > 5 ? <p className="cb-muted">Mostrando os 5 mais recentes.</p> : null}
        </>
      ) : (
        <p className="cb-muted">{vazio}</p>
      )}
    </Card>
  );
}

const telefoneLegivel = formatTelefoneContato;

function ContatoDetalhes({ pagina, canUpdate }: { pagina: ContatoPagina; canUpdate: boolean }) {
  const { contato, conversas, pedidos, leads, campanhas } = pagina;
  const can = {
    chat: useCanOpen('/chat'),
    pedidos: useCanOpen('/pedidos'),
    leads: useCanOpen('/leads'),
    envio: useCanOpen('/envio-massa'),
  };
  const campos = Object.entries(contato.campos).sort(([a], [b]) => (a < b ? -1 : 1));
  return (
    <div className="contatos-page">
      <PageHeader
        title={contato.nome}
        description={telefoneLegivel(contato.telefone)}
        actions={
          <Link to=".." relative="path" className="cb-button cb-button--ghost">
            Voltar
          </Link>
        }
      />
      <div className="contatos-grid">
        <Card title="Dados">
          <dl className="contatos-dados">
            <dt>Telefone</dt>
            <dd>{telefoneLegivel(contato.telefone)}</dd>
            {pagina.enderecos?.length ? (
              <>
                <dt>Outros endereços do WhatsApp</dt>
                <dd>{pagina.enderecos.map(enderecoLegivel).join(' · ')}</dd>
              </>
            ) : null}
            <dt>E-mail</dt>
            <dd>{contato.email ?? 'Não informado'}</dd>
            <dt>Nascimento</dt>
            <dd>{isoDateToBr(contato.dataNascimento) ?? 'Não informado'}</dd>
            <dt>Etiquetas</dt>
            <dd>{contato.tags.length ? contato.tags.map((tag) => `#${tag}`).join(' ') : 'Nenhuma'}</dd>
            <dt>Responsável</dt>
            <dd>{contato.responsavel?.nome ?? 'Sem responsável'}</dd>
            <dt>Campos personalizados</dt>
            <dd>
              {campos.length ? campos.map(([chave, valor]) => `${chave}: ${valor || '—'}`).join(' · ') : 'Nenhum'}
            </dd>
          </dl>
        </Card>
        <ConsentimentoCard pagina={pagina} canUpdate={canUpdate} />
        <Resumo title="Conversas" total={conversas.total} vazio="Nenhuma conversa com este contato.">
          {conversas.recentes.map((item) => (
            <li key={item.idChat}>
              <MaybeLink to={`/chat/${item.idChat}`} allowed={can.chat}>
                {item.canal}
              </MaybeLink>
              <span className="cb-muted">
                {CHAT_STATUS_LABELS[item.status]} · {formatDateTime(item.ultimaMensagemEm)}
              </span>
            </li>
          ))}
        </Resumo>
        <Resumo title="Pedidos" total={pedidos.total} vazio="Nenhum pedido com este telefone.">
          {pedidos.recentes.map((item) => (
            <li key={item.idPedido}>
              <MaybeLink to={`/pedidos/${item.idPedido}`} allowed={can.pedidos}>
                Pedido nº {item.numero}
              </MaybeLink>
              <span className="cb-muted">
                {PEDIDO_STATUS_LABELS[item.status]} · {formatCentavos(item.totalCentavos)} ·{' '}
                {formatDateTime(item.criadoEm)}
              </span>
            </li>
          ))}
        </Resumo>
        <Resumo title="Leads" total={leads.total} vazio="Nenhum lead deste contato.">
          {leads.recentes.map((item) => (
            <li key={item.idLead}>
              <MaybeLink to={`/leads/${item.idLead}`} allowed={can.leads}>
                {item.etapa}
              </MaybeLink>
              <span className="cb-muted">
                {formatCentavos(item.valorCentavos)} · {formatDateTime(item.criadoEm)}
              </span>
            </li>
          ))}
        </Resumo>
        <Resumo title="Campanhas recebidas" total={campanhas.total} vazio="Nenhuma campanha enviada a este contato.">
          {campanhas.recentes.map((item) => (
            <li key={item.idCampanha}>
              <MaybeLink to={`/envio-massa/${item.idCampanha}`} allowed={can.envio}>
                {item.nome}
              </MaybeLink>
              <span className="cb-muted">
                {DESTINATARIO_STATUS_LABELS[item.status]}
                {item.enviadoEm ? ` · ${formatDateTime(item.enviadoEm)}` : ''} · campanha{' '}
                {CAMPANHA_STATUS_LABELS[item.campanhaStatus].toLowerCase()}
              </span>
            </li>
          ))}
        </Resumo>
      </div>
    </div>
  );
}

/** /contatos/{id}: the contact's data, its consent record and everything it has, with links. */
export function ContatoPage({ menuItem }: ContatoPageProps) {
  const idContato = Number(useParams().idContato);
  const { canUpdate } = usePermissions(menuItem);
  const contato = useContato(idContato);
  return (
    <QueryState query={contato} loadingLabel="Carregando contato…" errorMessage="Não foi possível carregar o contato.">
      {(pagina) => <ContatoDetalhes pagina={pagina} canUpdate={canUpdate} />}
    </QueryState>
  );
}
