import { LEAD_ORIGEM_LABELS, MOTIVO_PERDA_LABELS, type MenuItem } from '@colabora/shared/contracts';
import { formatCentavos, formatDateTime, isoDateToBr } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { usePermissions } from '@colabora/shared/session';
import { Button, Card, ConfirmDialog, PageHeader, QueryState, ReadOnlyNotice, showToast } from '@colabora/shared/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@colabora/shared/router';
import { useEtapas } from '../../../lib/api/get-etapas';
import { useLeadEvents } from '../../../lib/use-lead-events';
import { useLead, useLeadHistorico } from '../api/get-lead';
import { useDeleteLead } from '../api/save-lead';
import { contatoLabel } from '../lib/contato-label';
import { LeadConsentimento } from './lead-consentimento';

export type LeadDetailPageProps = { menuItem: MenuItem | null };

/** /leads/{id}: the lead's data and the history of every change with who made it. */
export function LeadDetailPage({ menuItem }: LeadDetailPageProps) {
  const idLead = Number(useParams().idLead);
  const navigate = useNavigate();
  const { canUpdate, canDelete } = usePermissions(menuItem);
  const lead = useLead(idLead);
  const historico = useLeadHistorico(idLead);
  const etapas = useEtapas();
  const remove = useDeleteLead();
  const [confirming, setConfirming] = useState(false);
  useLeadEvents();

  function handleDelete(): void {
    remove.mutate(idLead, {
      onSuccess: (body) => {
        showToast.success(body.message || 'Lead excluído.');
        navigate('..', { relative: 'path' });
      },
      onError: (error) => {
        setConfirming(false);
        showToast.error(apiErrorMessage(error, 'Não foi possível excluir o lead.'));
      },
    });
  }

  return (
    <QueryState query={lead} loadingLabel="Carregando lead…" errorMessage="Não foi possível carregar o lead.">
      {(data) => {
        const etapa = etapas.data?.find((item) => item.idEtapa === data.idEtapa);
        return (
          <div className="leads-page">
            <PageHeader
              title={data.contato.nome}
              description={contatoLabel(data.contato)}
              actions={
                <>
                  <Link to=".." relative="path" className="cb-button cb-button--ghost">
                    Voltar
                  </Link>
                  {canUpdate ? (
                    <Link to="editar" className="cb-button cb-button--secondary">
                      Editar
                    </Link>
                  ) : null}
                  {canDelete ? (
                    <Button variant="danger" onClick={() => setConfirming(true)}>
                      Excluir
                    </Button>
                  ) : null}
                </>
              }
            />
            {canUpdate || canDelete ? null : <ReadOnlyNotice subject="os leads" />}
            <Card title="Negócio">
              <dl className="leads-detail">
                <dt>Etapa</dt>
                <dd>{etapa?.nome ?? '—'}</dd>
                <dt>Valor estimado</dt>
                <dd>{formatCentavos(data.valorCentavos)}</dd>
                <dt>Responsável</dt>
                <dd>{data.responsavel?.nome ?? 'Sem responsável'}</dd>
                <dt>Previsão de fechamento</dt>
                <dd>{isoDateToBr(data.previsaoFechamento) ?? '—'}</dd>
                <dt>Origem</dt>
                <dd>{LEAD_ORIGEM_LABELS[data.origem]}</dd>
                {data.motivoPerda ? (
                  <>
                    <dt>Motivo da perda</dt>
                    <dd>{MOTIVO_PERDA_LABELS[data.motivoPerda]}</dd>
                  </>
                ) : null}
                {data.motivo ? (
                  <>
                    <dt>{etapa?.tipo === 'ganho' ? 'Como foi ganho' : 'Motivo'}</dt>
                    <dd>{data.motivo}</dd>
                  </>
                ) : null}
                <dt>Consentimento</dt>
                <dd>
                  <LeadConsentimento idContato={data.contato.idContato} />
                </dd>
                <dt>Etiquetas</dt>
                <dd>{data.contato.tags.length ? data.contato.tags.map((tag) => `#${tag}`).join(' ') : '—'}</dd>
                <dt>Campos personalizados</dt>
                <dd>
                  {Object.entries(data.contato.campos)
                    .sort(([a], [b]) => (a < b ? -1 : 1))
                    .map(([chave, valor]) => `${chave}: ${valor || '—'}`)
                    .join(' · ') || '—'}
                </dd>
                <dt>Observações</dt>
                <dd className="leads-detail__text">{data.observacoes ?? '—'}</dd>
              </dl>
            </Card>
            <Card title="Histórico">
              <QueryState
                query={historico}
                loadingLabel="Carregando histórico…"
                errorMessage="Não foi possível carregar o histórico."
                isEmpty={(lista) => lista.length === 0}
                empty={<p className="cb-muted">Nenhuma alteração registrada.</p>}
              >
                {(lista) => (
                  <ol className="leads-historico">
                    {lista.map((item) => (
                      <li key={item.idHistorico}>
                        <span>{item.descricao}</span>
                        <span className="cb-muted">
                          {' '}
                          — {item.autor ?? 'Sistema'},{' '}
                          <time dateTime={item.criadoEm}>{formatDateTime(item.criadoEm)}</time>
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </QueryState>
            </Card>
            <ConfirmDialog
              open={confirming}
              title={`Excluir o lead de ${data.contato.nome}?`}
              description="O contato continua cadastrado; o lead e o histórico dele saem do funil."
              confirmLabel="Excluir lead"
              tone="danger"
              loading={remove.isPending}
              onConfirm={handleDelete}
              onCancel={() => setConfirming(false)}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
