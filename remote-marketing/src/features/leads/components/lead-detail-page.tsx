import { hasCrud, LEAD_ORIGEM_LABELS, MOTIVO_PERDA_LABELS, type MenuItem } from '@colabora/shared/contracts';
import { formatCentavos, isoDateToBr } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  PageHeader,
  ReadOnlyNotice,
  showToast,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useEtapas } from '../../../lib/api/get-etapas';
import { useLeadEvents } from '../../../lib/use-lead-events';
import { useLead, useLeadHistorico } from '../api/get-lead';
import { useDeleteLead } from '../api/save-lead';
import { contatoLabel } from '../lib/contato-label';

export type LeadDetailPageProps = { menuItem: MenuItem | null };

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** /leads/{id}: the lead's data and the history of every change with who made it. */
export function LeadDetailPage({ menuItem }: LeadDetailPageProps) {
  const idLead = Number(useParams().idLead);
  const navigate = useNavigate();
  const canUpdate = hasCrud(menuItem ?? undefined, 'U');
  const canDelete = hasCrud(menuItem ?? undefined, 'D');
  const lead = useLead(idLead);
  const historico = useLeadHistorico(idLead);
  const etapas = useEtapas();
  const remove = useDeleteLead();
  const [confirming, setConfirming] = useState(false);
  useLeadEvents();

  if (lead.isPending) return <LoadingState label="Carregando lead…" />;
  if (lead.isError) {
    return (
      <ErrorState
        message={apiErrorMessage(lead.error, 'Não foi possível carregar o lead.')}
        onRetry={() => void lead.refetch()}
        retrying={lead.isFetching}
      />
    );
  }
  const data = lead.data;
  const etapa = etapas.data?.find((item) => item.idEtapa === data.idEtapa);

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
        {historico.isPending ? (
          <LoadingState label="Carregando histórico…" />
        ) : historico.isError ? (
          <ErrorState
            message={apiErrorMessage(historico.error, 'Não foi possível carregar o histórico.')}
            onRetry={() => void historico.refetch()}
          />
        ) : historico.data.length === 0 ? (
          <p className="cb-muted">Nenhuma alteração registrada.</p>
        ) : (
          <ol className="leads-historico">
            {historico.data.map((item) => (
              <li key={item.idHistorico}>
                <span>{item.descricao}</span>
                <span className="cb-muted">
                  {' '}
                  — {item.autor ?? 'Sistema'},{' '}
                  <time dateTime={item.criadoEm}>{dateTime.format(new Date(item.criadoEm))}</time>
                </span>
              </li>
            ))}
          </ol>
        )}
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
}
