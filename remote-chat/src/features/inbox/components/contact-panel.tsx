import { CONSENTIMENTO_ORIGEM_LABELS, PEDIDO_STATUS_LABELS } from '@colabora/shared/contracts';
import { formatCentavos, formatDate, isoDateToBr } from '@colabora/shared/format';
import type { ChatContato } from '@colabora/shared/contracts';
import { apiErrorMessage, httpStatusOf } from '@colabora/shared/http';
import { useCanOpen } from '@colabora/shared/query';
import { Button, QueryState, showToast } from '@colabora/shared/ui';
import { Link } from '@colabora/shared/router';
import { useCreateLeadFromChat } from '../api/create-lead';
import { useChatContato, usePedidosDoContato } from '../api/get-chat-people';
import { formatTelefone } from '../lib/contact-format';

const ORIGENS = { manual: 'Cadastro manual', importacao: 'Importação', whatsapp: 'WhatsApp' } as const;

type Props = { idChat: number };

/** The marketing consent in one line: whether campaigns may be sent, since when and how. */
function consentimentoTexto(consentimento: ChatContato['consentimento']): string {
  if (!consentimento?.em) return 'Não aceita (nenhum consentimento registrado)';
  const como = consentimento.origem ? `, ${CONSENTIMENTO_ORIGEM_LABELS[consentimento.origem].toLowerCase()}` : '';
  const quando = formatDate(consentimento.em);
  return consentimento.marketing ? `Aceita desde ${quando}${como}` : `Não aceita desde ${quando}${como}`;
}

/**
 * The contact beside the conversation: who they are, their latest orders (from pedidos) and a
 * shortcut to start one for them with name and phone filled in.
 */
export function ContactPanel({ idChat }: Props) {
  const contato = useChatContato(idChat);
  return (
    <QueryState query={contato} loadingLabel="Carregando contato…" errorMessage="Não foi possível carregar o contato.">
      {(data) => <ContactDetails idChat={idChat} data={data} />}
    </QueryState>
  );
}

function ContactDetails({ idChat, data }: Props & { data: ChatContato }) {
  const nacional = (data.telefone ?? '').replace(/^\+55/, '');
  const pedidos = usePedidosDoContato(nacional, nacional.length >= 10);
  const lead = useCreateLeadFromChat(idChat);
  const novoPedido = `/pedidos/novo?${new URLSearchParams({ nome: data.nome, telefone: nacional }).toString()}`;
  const semAcesso = pedidos.isError && [401, 403].includes(httpStatusOf(pedidos.error) ?? 0);
  // Reading a contact's orders is the chat's right; opening one is the orders screen's.
  const canOpenPedidos = useCanOpen('/pedidos');
  const canOpenLeads = useCanOpen('/leads');
  const canOpenContatos = useCanOpen('/contatos');

  return (
    <div className="inbox-panel__content">
      <h2 className="inbox-panel__title">Contato</h2>
      <dl className="inbox-panel__facts">
        <dt>Nome</dt>
        <dd>{data.nome || 'Sem nome'}</dd>
        <dt>Telefone</dt>
        <dd>{formatTelefone(data.telefone)}</dd>
        <dt>E-mail</dt>
        <dd>{data.email ?? 'Não informado'}</dd>
        <dt>Nascimento</dt>
        <dd>{data.dataNascimento ? isoDateToBr(data.dataNascimento) : 'Não informado'}</dd>
        <dt>Origem</dt>
        <dd>{ORIGENS[data.origem]}</dd>
        <dt>Campanhas</dt>
        <dd>{consentimentoTexto(data.consentimento)}</dd>
      </dl>
      {canOpenContatos ? (
        <Link to={`/contatos/${data.idContato}`} className="cb-button cb-button--ghost cb-button--sm">
          Ver contato e consentimento
        </Link>
      ) : null}

      <h3 className="inbox-panel__subtitle">Pedidos</h3>
      {semAcesso ? (
        <p className="cb-muted">Seu perfil não permite ver os pedidos.</p>
      ) : (
        <QueryState
          query={pedidos}
          loadingLabel="Carregando pedidos…"
          errorMessage="Não foi possível carregar os pedidos."
          isEmpty={(page) => page.items.length === 0}
          empty={<p className="cb-muted">Nenhum pedido deste contato.</p>}
        >
          {(page) => (
            <ul className="inbox-panel__orders">
              {page.items.map((pedido) => (
                <li key={pedido.idPedido}>
                  {canOpenPedidos ? (
                    <Link to={`/pedidos/${pedido.idPedido}`}>Pedido nº {pedido.numero}</Link>
                  ) : (
                    <span>Pedido nº {pedido.numero}</span>
                  )}
                  <span>
                    {PEDIDO_STATUS_LABELS[pedido.status]} · {formatCentavos(pedido.totalCentavos)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
      {semAcesso || !canOpenPedidos ? null : (
        <Link to={novoPedido} className="cb-button cb-button--secondary cb-button--sm">
          Novo pedido para este contato
        </Link>
      )}

      <h3 className="inbox-panel__subtitle">Funil de vendas</h3>
      {lead.data?.data ? (
        <p>Lead criado. {canOpenLeads ? <Link to={`/leads/${lead.data.data.idLead}`}>Abrir o lead</Link> : null}</p>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          loading={lead.isPending}
          onClick={() =>
            lead.mutate(undefined, {
              onSuccess: (body) => showToast.success(body.message),
              onError: (error) =>
                showToast.error(
                  httpStatusOf(error) === 403
                    ? 'Seu perfil não permite criar leads.'
                    : apiErrorMessage(error, 'Não foi possível criar o lead.'),
                ),
            })
          }
        >
          Criar lead desta conversa
        </Button>
      )}
    </div>
  );
}
