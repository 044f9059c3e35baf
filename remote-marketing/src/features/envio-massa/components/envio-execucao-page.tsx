import {
  CAMPANHA_STATUS_LABELS,
  DESTINATARIO_STATUS,
  DESTINATARIO_STATUS_LABELS,
  MIDIA_LABEL,
  type Campanha,
  type DestinatarioStatus,
  type MenuItem,
} from '@colabora/shared/contracts';
import { formatDateTime } from '@colabora/shared/format';
import { apiErrorMessage, httpStatusOf } from '@colabora/shared/http';
import { usePermissions } from '@colabora/shared/session';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  SelectField,
  showToast,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Link, useParams } from '@colabora/shared/router';
import { useCampanha } from '../../../lib/api/get-campanhas';
import { CampanhaFalha, CampanhaProgresso, CampanhaStatusBadge, recorrenciaTexto } from '../../../lib/campanha-status';
import { useEnvioMassaEvents } from '../../../lib/use-envio-massa-events';
import { useDestinatarios, useEnvioComando, type EnvioComando } from '../api/envio-massa';
import { DestinatariosTable } from './destinatarios-table';
import { IniciarEnvioDialog } from './iniciar-envio-dialog';

export type EnvioExecucaoPageProps = { menuItem: MenuItem | null };

/** The commands a campaign in this status accepts, in the order they are offered. */
function comandosDe(
  campanha: Campanha,
): { comando: EnvioComando; label: string; variant: 'primary' | 'secondary' | 'ghost' }[] {
  const { status, contagem } = campanha;
  const comandos: ReturnType<typeof comandosDe> = [];
  if (status === 'rascunho' || status === 'agendada')
    comandos.push({
      comando: 'iniciar',
      label: status === 'agendada' ? 'Iniciar agora' : 'Iniciar envio',
      variant: 'primary',
    });
  if (status === 'enviando' || status === 'agendada')
    comandos.push({ comando: 'pausar', label: 'Pausar', variant: 'secondary' });
  if (status === 'pausada') comandos.push({ comando: 'retomar', label: 'Retomar', variant: 'primary' });
  if (contagem.falharam > 0 && status !== 'rascunho' && status !== 'cancelada')
    comandos.push({
      comando: 'reenviar-falhas',
      label: `Reenviar falhas (${contagem.falharam})`,
      variant: 'secondary',
    });
  if (status !== 'concluida' && status !== 'cancelada')
    comandos.push({ comando: 'cancelar', label: 'Cancelar envio', variant: 'ghost' });
  return comandos;
}

const CONTADORES: { chave: keyof Campanha['contagem']; label: string }[] = [
  { chave: 'total', label: 'Total' },
  { chave: 'pendentes', label: 'Pendentes' },
  { chave: 'enviados', label: 'Enviados' },
  { chave: 'entregues', label: 'Entregues' },
  { chave: 'lidos', label: 'Lidos' },
  { chave: 'responderam', label: 'Responderam' },
  { chave: 'falharam', label: 'Falharam' },
  { chave: 'ignorados', label: 'Ignorados' },
];

/** /envio-massa/{id}: start, pause, resume, cancel and retry a run, and watch its recipients live. */
export function EnvioExecucaoPage({ menuItem }: EnvioExecucaoPageProps) {
  const idCampanha = Number(useParams().idCampanha);
  const { canUpdate: canRun } = usePermissions(menuItem);
  const campanha = useCampanha(idCampanha);
  const [filtro, setFiltro] = useState<DestinatarioStatus | ''>('');
  /** '' is the current run; an earlier one by its number. */
  const [rodada, setRodada] = useState('');
  const destinatarios = useDestinatarios(idCampanha, filtro || undefined, rodada ? Number(rodada) : undefined);
  const comando = useEnvioComando(idCampanha);
  const [cancelando, setCancelando] = useState(false);
  const [iniciando, setIniciando] = useState(false);
  const [anuncio, setAnuncio] = useState('');
  useEnvioMassaEvents((update) => {
    if (update.idEspecialistaCampanha === idCampanha && update.ordem === 0 && update.status in CAMPANHA_STATUS_LABELS)
      setAnuncio(`Campanha ${CAMPANHA_STATUS_LABELS[update.status as Campanha['status']].toLowerCase()}.`);
  });

  async function run(acao: EnvioComando): Promise<void> {
    try {
      const body = await comando.mutateAsync(acao);
      showToast.success(body.message);
    } catch (error) {
      showToast.error(apiErrorMessage(error, 'Não foi possível executar o comando.'));
    } finally {
      setCancelando(false);
      setIniciando(false);
    }
  }

  const enderecoValido = Number.isInteger(idCampanha) && idCampanha > 0;
  // Deleted elsewhere while open says so too, even with its copy on screen.
  if (!enderecoValido || httpStatusOf(campanha.error) === 404) {
    return (
      <EmptyState
        icon="send"
        title="Campanha não encontrada"
        description="Ela pode ter sido excluída, ou o endereço está incompleto."
        action={
          <Link to=".." relative="path" className="cb-button cb-button--primary">
            Todas as campanhas
          </Link>
        }
      />
    );
  }
  const itens = destinatarios.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <QueryState
      query={campanha}
      loadingLabel="Carregando campanha…"
      errorMessage="Não foi possível carregar a campanha."
    >
      {(atual) => (
        <div className="campanhas-page">
          <PageHeader
            title={atual.nome}
            description={`Canal: ${atual.canal} · Intervalo de ${String(atual.ritmo.intervaloSegundos).replace('.', ',')} s (+ até ${String(atual.ritmo.jitterSegundos).replace('.', ',')} s) · das ${atual.ritmo.janelaInicio} às ${atual.ritmo.janelaFim}`}
            actions={
              <Link to=".." relative="path" className="cb-button cb-button--ghost">
                Todas as campanhas
              </Link>
            }
          />
          <p className="cb-visually-hidden" aria-live="polite">
            {anuncio}
          </p>
          <section className="envio-resumo" aria-label="Resumo do envio">
            <div className="campanhas-item__topo">
              <CampanhaStatusBadge status={atual.status} />
              {atual.agendadaPara && atual.status === 'agendada' ? (
                <span className="cb-muted">{`${atual.recorrencia && atual.contagem.total > 0 ? 'Próximo envio' : 'Começa'} em ${formatDateTime(atual.agendadaPara)}`}</span>
              ) : null}
            </div>
            {atual.midia ? (
              <p className="cb-muted">{`Com ${MIDIA_LABEL[atual.midia.tipo]}: ${atual.midia.nome} (a variante vai como legenda).`}</p>
            ) : null}
            {atual.recorrencia ? (
              <p className="cb-muted">{`Repete: ${recorrenciaTexto(atual.recorrencia)} · rodada ${atual.rodada}. Cada rodada envia uma vez a quem estiver no público e tiver consentimento naquele dia.`}</p>
            ) : null}
            <CampanhaFalha campanha={atual} />
            <CampanhaProgresso campanha={atual} />
            <dl className="envio-contadores">
              {CONTADORES.map(({ chave, label }) => (
                <div key={chave} className="envio-contadores__item">
                  <dt>{label}</dt>
                  <dd>{atual.contagem[chave].toLocaleString('pt-BR')}</dd>
                </div>
              ))}
            </dl>
            {canRun ? (
              <div className="campanhas-item__acoes">
                {comandosDe(atual).map(({ comando: acao, label, variant }) => (
                  <Button
                    key={acao}
                    variant={variant}
                    loading={comando.isPending && comando.variables === acao}
                    disabled={comando.isPending}
                    onClick={() => {
                      if (acao === 'cancelar') setCancelando(true);
                      else if (acao === 'iniciar') setIniciando(true);
                      else void run(acao);
                    }}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            ) : (
              <ReadOnlyNotice subject="o envio em massa" />
            )}
          </section>

          <section className="envio-destinatarios" aria-label="Destinatários">
            <div className="envio-destinatarios__filtro">
              {atual.rodada > 1 ? (
                <SelectField
                  label="Rodada"
                  value={rodada}
                  onChange={(event) => setRodada(event.target.value)}
                  options={Array.from({ length: atual.rodada }, (_, i) => atual.rodada - i).map((n) => ({
                    value: n === atual.rodada ? '' : String(n),
                    label: n === atual.rodada ? `Rodada ${n} (atual)` : `Rodada ${n}`,
                  }))}
                />
              ) : null}
              <SelectField
                label="Mostrar"
                value={filtro}
                onChange={(event) => setFiltro(event.target.value as DestinatarioStatus | '')}
                options={[
                  { value: '', label: 'Todos os destinatários' },
                  ...DESTINATARIO_STATUS.map((status) => ({
                    value: status,
                    label: DESTINATARIO_STATUS_LABELS[status],
                  })),
                ]}
              />
            </div>
            <QueryState
              query={destinatarios}
              loadingLabel="Carregando destinatários…"
              errorMessage="Não foi possível carregar os destinatários."
              isEmpty={() => itens.length === 0}
              empty={
                <EmptyState
                  icon="group"
                  title={filtro ? 'Nenhum destinatário com este status' : 'A lista de destinatários ainda não existe'}
                  description={
                    filtro
                      ? 'Escolha outro status em Mostrar.'
                      : 'Ela é montada a partir da audiência quando o envio começa; veja antes quem receberá na prévia da campanha.'
                  }
                />
              }
            >
              {() => (
                <>
                  <DestinatariosTable items={itens} />
                  {destinatarios.hasNextPage ? (
                    <Button
                      variant="secondary"
                      loading={destinatarios.isFetchingNextPage}
                      onClick={() => void destinatarios.fetchNextPage()}
                    >
                      Carregar mais
                    </Button>
                  ) : null}
                </>
              )}
            </QueryState>
          </section>
          <IniciarEnvioDialog
            campanha={iniciando ? atual : null}
            loading={comando.isPending}
            onConfirm={() => void run('iniciar')}
            onCancel={() => setIniciando(false)}
          />
          <ConfirmDialog
            open={cancelando}
            title="Cancelar o envio?"
            description="Quem ainda não recebeu não receberá esta campanha. Não é possível desfazer."
            confirmLabel="Cancelar envio"
            cancelLabel="Voltar"
            tone="danger"
            loading={comando.isPending}
            onConfirm={() => void run('cancelar')}
            onCancel={() => setCancelando(false)}
          />
        </div>
      )}
    </QueryState>
  );
}
