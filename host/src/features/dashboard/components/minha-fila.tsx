import { formatRelative, formatTime } from '@colabora/shared/format';
import { Icon } from '@colabora/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@colabora/shared/router';
import { dashboardResumoQueryOptions } from '../api/get-dashboard-resumo';

/** How often the block asks again while the dashboard is open (new contacts arrive any time). */
const ATUALIZAR_MS = 30_000;

/**
 * "Minha fila" (issue #29): the conversations waiting for the user now (theirs, or nobody's in
 * their queues), since when the oldest waits, and the open ones they hold; each a way into the
 * Chat. Shown only to whoever may open the Chat (the API sends null otherwise).
 */
export function MinhaFila() {
  const { data } = useQuery({
    ...dashboardResumoQueryOptions(),
    select: (resumo) => resumo.minhaFila ?? null,
    refetchInterval: ATUALIZAR_MS,
  });
  if (!data) return null;
  const { aguardando, maisAntigaDesde, minhasAbertas } = data;
  return (
    <section className="day-summary" aria-labelledby="minha-fila-title">
      <h2 id="minha-fila-title">Minha fila</h2>
      <ul className="day-summary__cards">
        <li className="day-summary__card">
          <Link className="day-summary__link" to="/chat">
            <Icon name="notifications" className="day-summary__icon" />
            <span className="day-summary__label">Aguardando agora</span>
            <span className="day-summary__value">{aguardando}</span>
          </Link>
        </li>
        <li className="day-summary__card">
          <Link className="day-summary__link" to="/chat">
            <Icon name="chat" className="day-summary__icon" />
            <span className="day-summary__label">Espera mais antiga</span>
            <span className="day-summary__value">
              {maisAntigaDesde ? formatRelative(maisAntigaDesde).replace(/^agora$/, 'menos de 1 min') : '—'}
            </span>
            <span className="day-summary__label">
              {maisAntigaDesde ? `desde ${formatTime(maisAntigaDesde)}` : 'ninguém esperando'}
            </span>
          </Link>
        </li>
        <li className="day-summary__card">
          <Link className="day-summary__link" to="/chat">
            <Icon name="support_agent" className="day-summary__icon" />
            <span className="day-summary__label">Minhas em aberto</span>
            <span className="day-summary__value">{minhasAbertas}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
