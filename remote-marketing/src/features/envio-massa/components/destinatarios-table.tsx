import { DESTINATARIO_STATUS_LABELS, type Destinatario, type DestinatarioStatus } from '@colabora/shared/contracts';
import { formatDateTime, maskPhone } from '@colabora/shared/format';
import { Badge, type BadgeTone } from '@colabora/shared/ui';

const TONES: Record<DestinatarioStatus, BadgeTone> = {
  pendente: 'neutral',
  enviando: 'info',
  enviado: 'primary',
  entregue: 'primary',
  lido: 'success',
  respondeu: 'success',
  falhou: 'danger',
  ignorado: 'warn',
};

/** The run's recipients in order: who, where the message is, when, and why it was skipped or failed. */
export function DestinatariosTable({ items }: { items: readonly Destinatario[] }) {
  return (
    <div className="envio-tabela-frame">
      <table className="envio-tabela">
        <caption className="cb-visually-hidden">Destinatários em ordem de envio</caption>
        <thead>
          <tr>
            <th scope="col">Nº</th>
            <th scope="col">Contato</th>
            <th scope="col">Status</th>
            <th scope="col">Atualizado</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.ordem} data-status={item.status}>
              <td data-label="Nº">{item.ordem}</td>
              <td data-label="Contato">
                <span className="envio-tabela__nome">{item.nome}</span>
                <span className="cb-muted">{maskPhone(item.telefone.replace(/^\+55/, ''))}</span>
              </td>
              <td data-label="Status">
                <Badge tone={TONES[item.status]}>{DESTINATARIO_STATUS_LABELS[item.status]}</Badge>
                {item.motivo ? <span className="cb-muted envio-tabela__motivo">{item.motivo}</span> : null}
              </td>
              <td data-label="Atualizado">{formatDateTime(item.atualizadoEm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
