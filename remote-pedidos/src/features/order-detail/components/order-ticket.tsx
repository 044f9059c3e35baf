import { FORMA_PAGAMENTO_LABELS, PEDIDO_ORIGEM_LABELS, type Pedido } from '@colabora/shared/contracts/pedidos';
import { formatCentavos, formatDateTime, maskPhone } from '@colabora/shared/format';

export type OrderTicketProps = { pedido: Pedido; instituicao?: string };

/**
 * The printed order ticket (comanda), sized for an 80 mm receipt printer. Hidden on screen; the
 * print stylesheet shows it and nothing else.
 */
export function OrderTicket({ pedido, instituicao }: OrderTicketProps) {
  return (
    <section className="pedidos-ticket" aria-label={`Comanda do pedido nº ${pedido.numero}`}>
      {instituicao ? <p className="pedidos-ticket__center">{instituicao}</p> : null}
      <p className="pedidos-ticket__numero">Pedido nº {pedido.numero}</p>
      <p className="pedidos-ticket__center">{formatDateTime(pedido.criadoEm)}</p>
      <hr />
      <p>
        Cliente: {pedido.cliente.nome}
        {pedido.cliente.telefone ? <br /> : null}
        {pedido.cliente.telefone ? `Tel.: ${maskPhone(pedido.cliente.telefone)}` : null}
      </p>
      <p>Origem: {PEDIDO_ORIGEM_LABELS[pedido.origem]}</p>
      <hr />
      <table>
        <tbody>
          {pedido.itens.map((item) => (
            <tr key={item.idProdutoServico}>
              <td>
                {item.quantidade}× {item.descricao}
              </td>
              <td className="pedidos-ticket__money">{formatCentavos(item.subtotalCentavos)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="pedidos-ticket__money">{formatCentavos(pedido.totalCentavos)}</td>
          </tr>
        </tfoot>
      </table>
      <p>Pagamento: {FORMA_PAGAMENTO_LABELS[pedido.formaPagamento]}</p>
      {pedido.observacoes ? <p>Obs.: {pedido.observacoes}</p> : null}
    </section>
  );
}
