import { CHAT_STATUS_LABELS, CONSENTIMENTO_ORIGEM_LABELS, type ContatoPagina } from '@colabora/shared/contracts';
import { formatDateTime, formatTelefoneContato, isoDateToBr } from '@colabora/shared/format';
import { Badge } from '@colabora/shared/ui';
import { enderecoLegivel } from '../lib/endereco-legivel';

export type MesclagemLadoProps = {
  pagina: ContatoPagina;
  /** Whether this is the contact that stays. */
  fica: boolean;
  /** Null when the profile may not merge: nothing to choose, the comparison only. */
  onEscolher: (() => void) | null;
};

/**
 * One of the two contacts side by side on the merge screen: everything it has (addresses,
 * conversations, orders, leads, tags, custom fields, consent, campaigns received), and the choice
 * "Manter este contato".
 */
export function MesclagemLado({ pagina, fica, onEscolher }: MesclagemLadoProps) {
  const { contato, conversas, pedidos, leads, campanhas } = pagina;
  const campos = Object.entries(contato.campos).sort(([a], [b]) => (a < b ? -1 : 1));
  const { consentimento } = contato;
  return (
    <section
      className={`cb-card contatos-mesclar__lado${fica && onEscolher ? ' contatos-mesclar__lado--fica' : ''}`}
      aria-label={contato.nome}
    >
      <div className="cb-card__header">
        <h2 className="cb-card__title">{contato.nome}</h2>
        {onEscolher === null ? null : fica ? (
          <Badge tone="success">Fica</Badge>
        ) : (
          <Badge tone="neutral">Será mesclado</Badge>
        )}
      </div>
      {onEscolher ? (
        <label className="contatos-mesclar__escolha">
          <input type="radio" name="contato-que-fica" checked={fica} onChange={onEscolher} />
          Manter este contato
        </label>
      ) : null}
      <dl className="contatos-dados">
        <dt>Telefone</dt>
        <dd>{formatTelefoneContato(contato.telefone)}</dd>
        <dt>Outros endereços</dt>
        <dd>{pagina.enderecos?.length ? pagina.enderecos.map(enderecoLegivel).join(' · ') : 'Nenhum'}</dd>
        <dt>E-mail</dt>
        <dd>{contato.email ?? 'Não informado'}</dd>
        <dt>Nascimento</dt>
        <dd>{isoDateToBr(contato.dataNascimento) ?? 'Não informado'}</dd>
        <dt>Etiquetas</dt>
        <dd>{contato.tags.length ? contato.tags.map((tag) => `#${tag}`).join(' ') : 'Nenhuma'}</dd>
        <dt>Campos</dt>
        <dd>{campos.length ? campos.map(([chave, valor]) => `${chave}: ${valor || '—'}`).join(' · ') : 'Nenhum'}</dd>
        <dt>Consentimento</dt>
        <dd>
          {consentimento.marketing ? 'Aceita' : 'Não aceita'}
          {consentimento.em && consentimento.origem
            ? ` · ${CONSENTIMENTO_ORIGEM_LABELS[consentimento.origem]}, ${formatDateTime(consentimento.em)}`
            : ' · nunca registrado'}
        </dd>
        <dt>Conversas</dt>
        <dd>
          {conversas.total
            ? conversas.recentes.map((c) => `${c.canal} (${CHAT_STATUS_LABELS[c.status].toLowerCase()})`).join(' · ')
            : 'Nenhuma'}
        </dd>
        <dt>Pedidos</dt>
        <dd>{pedidos.total}</dd>
        <dt>Leads</dt>
        <dd>{leads.total ? leads.recentes.map((l) => l.etapa).join(' · ') : 'Nenhum'}</dd>
        <dt>Campanhas recebidas</dt>
        <dd>{campanhas.total ? campanhas.recentes.map((c) => c.nome).join(' · ') : 'Nenhuma'}</dd>
      </dl>
    </section>
  );
}
