import {
  CAMPANHA_FREQUENCIA_LABELS,
  CAMPANHA_STATUS_LABELS,
  type Campanha,
  type CampanhaStatus,
} from '@colabora/shared/contracts/campanhas';
import { formatDateTime } from '@colabora/shared/format';
import { Badge, Icon, type BadgeTone } from '@colabora/shared/ui';

const TONES: Record<CampanhaStatus, BadgeTone> = {
  rascunho: 'neutral',
  agendada: 'info',
  enviando: 'primary',
  pausada: 'warn',
  concluida: 'success',
  cancelada: 'danger',
};

export function CampanhaStatusBadge({ status }: { status: CampanhaStatus }) {
  return <Badge tone={TONES[status]}>{CAMPANHA_STATUS_LABELS[status]}</Badge>;
}

/** 'toda semana, até 05/12/2026' */
export function recorrenciaTexto({ frequencia, ate }: NonNullable<Campanha['recorrencia']>): string {
  const quando = CAMPANHA_FREQUENCIA_LABELS[frequencia].toLowerCase();
  return ate ? `${quando}, até ${ate.split('-').reverse().join('/')}` : quando;
}

/** When it sends, for the list: 'Repete toda semana, próximo envio em …', 'Agendada para …', or ''. */
export function agendaTexto(campanha: Pick<Campanha, 'agendadaPara' | 'recorrencia' | 'status'>): string {
  const proximo =
    campanha.status === 'agendada' && campanha.agendadaPara ? formatDateTime(campanha.agendadaPara) : null;
  if (campanha.recorrencia)
    return `Repete ${recorrenciaTexto(campanha.recorrencia)}${proximo ? `; próximo envio em ${proximo}` : ''}`;
  return campanha.agendadaPara ? `Agendada para ${formatDateTime(campanha.agendadaPara)}` : '';
}

/**
 * How far a run went (issue #28 item 7): the recipients with an outcome (sent or failed) out of
 * those the run will message; the skipped (no consent, left the audience, cancelled) are counted
 * apart, never as progress: a run of 3 with 2 skipped is "0 de 1" until its one message goes.
 */
export function progressoOf({ contagem }: Pick<Campanha, 'contagem'>): {
  feitos: number;
  total: number;
  pct: number;
  ignorados: number;
} {
  const feitos = contagem.enviados + contagem.falharam;
  const total = contagem.total - contagem.ignorados;
  const pct = total ? Math.round((feitos / total) * 100) : 0;
  return { feitos, total, pct, ignorados: contagem.ignorados };
}

const ignoradosTexto = (ignorados: number) =>
  ignorados === 1 ? '1 ignorado à parte' : `${ignorados.toLocaleString('pt-BR')} ignorados à parte`;

/** The progress bar of a run, named for screen readers. */
export function CampanhaProgresso({ campanha }: { campanha: Pick<Campanha, 'contagem' | 'nome'> }) {
  const { feitos, total, pct, ignorados } = progressoOf(campanha);
  const texto = total ? `${feitos} de ${total} (${pct}%)` : 'Sem destinatários a enviar ainda';
  return (
    <div className="campanhas-progresso">
      <progress
        max={Math.max(total, 1)}
        value={feitos}
        aria-label={`Progresso de ${campanha.nome}`}
        aria-valuetext={`${pct}%: ${feitos} de ${total}`}
      />
      <span className="cb-muted">{texto}</span>
      {ignorados ? <span className="cb-muted">{ignoradosTexto(ignorados)}</span> : null}
    </div>
  );
}

/**
 * Why background work could not start or send the campaign ("Falhou ao iniciar: …"), until staff
 * edit it or start it again: the campaign left the clock's way and waits for a person.
 */
export function CampanhaFalha({ campanha }: { campanha: Pick<Campanha, 'falha'> }) {
  if (!campanha.falha) return null;
  return (
    <p className="campanhas-falha" role="status">
      <Icon name="error" />
      <span>{campanha.falha}</span>
    </p>
  );
}
