import type { Canal, Etiqueta, Responsavel } from '@colabora/shared/contracts';
import type { AgendaFiltros } from '../lib/agenda-filtros';

type Props = {
  value: AgendaFiltros;
  onChange: (value: AgendaFiltros) => void;
  etiquetas: readonly Etiqueta[];
  responsaveis: readonly Responsavel[];
  /** The institution's channels when the user may see them (a filter only with two or more). */
  canais: readonly Canal[];
};

/** Waiting longer than: the offered thresholds, in minutes. */
const ESPERANDO = [5, 15, 30, 60, 120] as const;

/**
 * The list's other filters (ADR 0038): label, assignee, channel, unread only, waiting longer than N
 * minutes, and the snoozed conversations ("Adiadas"), which the list otherwise leaves out.
 */
export function FiltrosAvancados({ value, onChange, etiquetas, responsaveis, canais }: Props) {
  const set = (patch: AgendaFiltros) => onChange({ ...value, ...patch });
  return (
    <div className="agenda-filtros">
      {etiquetas.length ? (
        <label className="agenda-filtros__campo">
          <span>Etiqueta</span>
          <select
            className="inbox-input"
            value={value.etiqueta ?? ''}
            onChange={(event) => set({ etiqueta: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Todas</option>
            {etiquetas.map((etiqueta) => (
              <option key={etiqueta.idEtiqueta} value={etiqueta.idEtiqueta}>
                {etiqueta.nome}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="agenda-filtros__campo">
        <span>Atendida por</span>
        <select
          className="inbox-input"
          value={value.responsavel ?? ''}
          onChange={(event) => set({ responsavel: event.target.value })}
        >
          <option value="">Qualquer um</option>
          <option value="nenhum">Sem responsável</option>
          {responsaveis.map((user) => (
            <option key={user.idUsuario} value={String(user.idUsuario)}>
              {user.nome}
            </option>
          ))}
        </select>
      </label>
      {canais.length > 1 ? (
        <label className="agenda-filtros__campo">
          <span>Canal</span>
          <select
            className="inbox-input"
            value={value.canal ?? ''}
            onChange={(event) => set({ canal: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Todos</option>
            {canais.map((canal) => (
              <option key={canal.idCanal} value={canal.idCanal}>
                {canal.nome}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="agenda-filtros__campo">
        <span>Esperando resposta há mais de</span>
        <select
          className="inbox-input"
          value={value.esperandoMinutos ?? ''}
          onChange={(event) => set({ esperandoMinutos: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Qualquer tempo</option>
          {ESPERANDO.map((minutos) => (
            <option key={minutos} value={minutos}>
              {minutos < 60 ? `${minutos} minutos` : `${minutos / 60} ${minutos === 60 ? 'hora' : 'horas'}`}
            </option>
          ))}
        </select>
      </label>
      <label className="agenda-filtros__check">
        <input
          type="checkbox"
          checked={value.naoLidas ?? false}
          onChange={(event) => set({ naoLidas: event.target.checked })}
        />{' '}
        Só não lidas
      </label>
      <label className="agenda-filtros__check">
        <input
          type="checkbox"
          checked={value.adiadas ?? false}
          onChange={(event) => set({ adiadas: event.target.checked })}
        />{' '}
        Adiadas
      </label>
    </div>
  );
}
