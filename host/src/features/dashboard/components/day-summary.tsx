import type { DashboardResumo } from '@colabora/shared/contracts/dashboard';
import { formatCentavos } from '@colabora/shared/format';
import { Icon, QueryState } from '@colabora/shared/ui';
import { Link } from '@colabora/shared/router';
import { useDashboardResumo } from '../api/get-dashboard-resumo';

type Figure = { key: string; label: string; icon: string; value: string; to: string };

/**
 * The figures the caller may see. The API sends null for a figure outside the user's profile (no
 * Pedidos, Chat or Leads screen), and such a tile is left out rather than shown empty.
 */
function figuresOf(resumo: DashboardResumo): Figure[] {
  const figures: Figure[] = [];
  if (resumo.pedidosHoje !== null) {
    figures.push({
      key: 'pedidos',
      label: 'Pedidos hoje',
      icon: 'receipt_long',
      value: String(resumo.pedidosHoje),
      to: '/pedidos',
    });
  }
  if (resumo.faturamentoHojeCentavos !== null) {
    figures.push({
      key: 'faturamento',
      label: 'Faturamento hoje',
      icon: 'payments',
      value: formatCentavos(resumo.faturamentoHojeCentavos),
      to: '/pedidos',
    });
  }
  if (resumo.chatsAbertos !== null) {
    figures.push({
      key: 'chats',
      label: 'Conversas abertas',
      icon: 'chat',
      value: String(resumo.chatsAbertos),
      to: '/chat',
    });
  }
  if (resumo.leadsNovos !== null) {
    figures.push({
      key: 'leads',
      label: 'Leads novos hoje',
      icon: 'person_search',
      value: String(resumo.leadsNovos),
      to: '/leads',
    });
  }
  return figures;
}

/** Today's orders, revenue, open chats and new leads, each a link to its screen; only what the profile may see. */
export function DaySummary() {
  const query = useDashboardResumo();

  return (
    <section className="day-summary" aria-labelledby="day-summary-title">
      <h2 id="day-summary-title">Resumo de hoje</h2>
      <QueryState
        query={query}
        loadingLabel="Carregando resumo…"
        errorTitle="Não foi possível carregar o resumo do dia."
        errorMessage="Verifique sua conexão e tente de novo."
        isEmpty={(resumo) => figuresOf(resumo).length === 0}
        empty={
          <p className="page__notice">
            Seu perfil não inclui pedidos, conversas nem leads; não há números para mostrar.
          </p>
        }
      >
        {(resumo) => (
          <ul className="day-summary__cards">
            {figuresOf(resumo).map((figure) => (
              <li key={figure.key} className="day-summary__card">
                <Link className="day-summary__link" to={figure.to}>
                  <Icon name={figure.icon} className="day-summary__icon" />
                  <span className="day-summary__label">{figure.label}</span>
                  <span className="day-summary__value">{figure.value}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
