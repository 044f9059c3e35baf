import type { Etapa, Funil, Lead } from '@colabora/shared/contracts/marketing';
import type { MenuItem } from '@colabora/shared/contracts/menu';
import { formatCentavos } from '@colabora/shared/format';
import { useCanOpen } from '@colabora/shared/query';
import { usePermissions } from '@colabora/shared/session';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, EmptyState, PageHeader, QueryState, ReadOnlyNotice, showToast } from '@colabora/shared/ui';
import { useEffect, useState } from 'react';
import { Link } from '@colabora/shared/router';
import { useFunil } from '../../../lib/api/get-funil';
import { useLeadEvents } from '../../../lib/use-lead-events';
import { useMoveLead, type MoveLeadInput } from '../api/move-lead';
import { EtapasDialog } from './etapas-dialog';
import { FunilBoard } from './funil-board';
import { quantidadeText } from './funil-column';
import { MotivoDialog, type PendingClose } from './motivo-dialog';

export type FunilPageProps = { title: string; menuItem: MenuItem | null };

/** The whole funnel in one line above the board (issue #28): every lead, and those still open. */
function FunilTotal({ colunas }: { colunas: Funil['colunas'] }) {
  const sum = (list: Funil['colunas']) => ({
    quantidade: list.reduce((total, coluna) => total + coluna.quantidade, 0),
    centavos: list.reduce((total, coluna) => total + coluna.totalCentavos, 0),
  });
  const todos = sum(colunas);
  const abertos = sum(colunas.filter((coluna) => coluna.etapa.tipo === 'aberta'));
  return (
    <p className="funil-total">
      No funil: <strong>{quantidadeText(todos.quantidade)}</strong> ·{' '}
      <strong className="cb-nowrap">{formatCentavos(todos.centavos)}</strong>
      <span className="cb-muted">
        {' '}
        (em aberto: {quantidadeText(abertos.quantidade)} ·{' '}
        <span className="cb-nowrap">{formatCentavos(abertos.centavos)}</span>)
      </span>
    </p>
  );
}

/**
 * The funnel: the institution's stages as columns, leads moved by dragging (mouse, touch,
 * keyboard) at once and rolled back when the server refuses. Moves made by other users arrive
 * through the chat hub and are written into the board's cache.
 */
export function FunilPage({ title, menuItem }: FunilPageProps) {
  const permissions = usePermissions(menuItem);
  const canOpenLeads = useCanOpen('/leads');
  const can = { create: permissions.canCreate, update: permissions.canUpdate, remove: permissions.canDelete };
  const funil = useFunil();
  const [pending, setPending] = useState<PendingClose | null>(null);
  const [managing, setManaging] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const nomeDaEtapa = (idEtapa: number) =>
    funil.data?.colunas.find((coluna) => coluna.etapa.idEtapa === idEtapa)?.etapa.nome ?? '—';

  const move = useMoveLead({
    onError: (error, { lead }) => {
      const message = apiErrorMessage(error, 'Não foi possível mover o lead.');
      showToast.error(message);
      setAnnouncement(`${lead.contato.nome} voltou para a etapa ${nomeDaEtapa(lead.idEtapa)}: ${message}`);
    },
  });

  useLeadEvents((lead, previous) => {
    if (previous && previous.idEtapa !== lead.idEtapa) {
      setAnnouncement(`${lead.contato.nome} foi movido para a etapa ${nomeDaEtapa(lead.idEtapa)}.`);
    }
  });

  // A stale announcement would be read again by some screen readers on re-render.
  useEffect(() => {
    if (!announcement) return undefined;
    const timer = setTimeout(() => setAnnouncement(''), 5_000);
    return () => clearTimeout(timer);
  }, [announcement]);

  function mover(input: MoveLeadInput): void {
    move.mutate(input);
  }

  function handleMove(lead: Lead, etapa: Etapa): void {
    if (etapa.tipo === 'aberta') mover({ lead, idEtapa: etapa.idEtapa });
    else setPending({ lead, etapa });
  }

  const etapas = funil.data?.colunas.map((coluna) => coluna.etapa) ?? [];
  const canManage = can.create || can.update || can.remove;

  return (
    <div className="funil-page">
      <PageHeader
        title={title}
        description="Arraste os leads entre as etapas, com o mouse, o dedo ou o teclado."
        actions={
          <>
            {canOpenLeads ? (
              <Link to="/leads" className="cb-button cb-button--ghost">
                Ver lista de leads
              </Link>
            ) : null}
            {canManage && funil.data ? (
              <Button variant="secondary" onClick={() => setManaging(true)}>
                Gerenciar etapas
              </Button>
            ) : null}
          </>
        }
      />

      {can.create || can.update ? null : <ReadOnlyNotice subject="o funil" />}

      <p className="cb-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <QueryState
        query={funil}
        loadingLabel="Carregando funil…"
        errorMessage="Não foi possível carregar o funil."
        isEmpty={(dados) => dados.colunas.length === 0}
        empty={
          <EmptyState
            icon="filter_alt"
            title="Nenhuma etapa no funil"
            description="Crie as etapas do seu funil de vendas para começar a acompanhar os leads."
            action={can.create ? <Button onClick={() => setManaging(true)}>Criar etapas</Button> : null}
          />
        }
      >
        {(dados) => (
          <>
            {dados.leads.length === 0 ? (
              <p className="cb-muted">
                Nenhum lead no funil ainda.
                {canOpenLeads ? (
                  <>
                    {' '}
                    <Link to="/leads/novo">Cadastre o primeiro lead</Link>.
                  </>
                ) : null}
              </p>
            ) : (
              <FunilTotal colunas={dados.colunas} />
            )}
            <FunilBoard funil={dados} canMove={can.update} onMove={handleMove} canOpenLeads={canOpenLeads} />
          </>
        )}
      </QueryState>

      <MotivoDialog
        pending={pending}
        onCancel={() => {
          if (pending) setAnnouncement(`Movimento cancelado. ${pending.lead.contato.nome} continua onde estava.`);
          setPending(null);
        }}
        onConfirm={(reason) => {
          if (pending) mover({ lead: pending.lead, idEtapa: pending.etapa.idEtapa, ...reason });
          setPending(null);
        }}
      />
      <EtapasDialog open={managing} etapas={etapas} can={can} onClose={() => setManaging(false)} />
    </div>
  );
}
