import type { DashboardResumo } from '@colabora/shared/contracts/dashboard';
import { formatCentavos } from '@colabora/shared/format';
import { Icon } from '@colabora/shared/ui';
import { Link } from 'react-router-dom';
import { useDashboardResumo } from '../api/get-dashboard-resumo';

type Figure = { key: string; label: string; icon: string; value: string | null; to?: string };

function figuresOf(resumo: DashboardResumo): Figure[] {
  const figures: Figure[] = [];
  if (resumo.pedidosPermitido) {
    figures.push(
      {
        key: 'pedidos',
        label: 'Pedidos hoje',
        icon: 'receipt_long',
        value: resumo.pedidosHoje === null ? null : String(resumo.pedidosHoje),
        to: '/pedidos',
      },
      {
        key: 'faturamento',
        label: 'Faturamento hoje',
        icon: 'payments',
        value: resumo.faturamentoHojeCentavos === null ? null : formatCentavos(resumo.faturamentoHojeCentavos),
        to: '/pedidos',
      },
    );
  }
  figures.push(
    {
      key: 'chats',
      label: 'Conversas abertas',
      icon: 'chat',
      value: resumo.chatsAbertos === null ? null : String(resumo.chatsAbertos),
    },
    {
      key: 'leads',
      label: 'Leads novos (7 dias)',
      icon: 'person_search',
      value: resumo.leadsNovos === null ? null : String(resumo.leadsNovos),
    },
  );
  return figures;
}

/** Today's orders, revenue, open chats and new leads; a figure without a source says 'Em breve'. */
export function DaySummary() {
  const query = useDashboardResumo();
  const resumo = query.data;

  return (
    <section className="day-summary" aria-labelledby="day-summary-title">
      <h2 id="day-summary-title">Resumo de hoje</h2>
      {query.isError ? (
        <div role="alert" className="page__notice">
          <p>Não foi possível carregar o resumo do dia.</p>
          <button type="button" className="cb-button cb-button--secondary" onClick={() => void query.refetch()}>
            Tentar novamente
          </button>
        </div>
      ) : !resumo ? (
        <p role="status">Carregando resumo…</p>
      ) : (
        <ul className="day-summary__cards">
          {figuresOf(resumo).map((figure) => {
            const content = (
              <>
                <Icon name={figure.icon} className="day-summary__icon" />
                <span className="day-summary__label">{figure.label}</span>
                {figure.value === null ? (
                  <span className="day-summary__value day-summary__value--soon">Em breve</span>
                ) : (
                  <span className="day-summary__value">{figure.value}</span>
                )}
              </>
            );
            return (
              <li key={figure.key} className="day-summary__card">
                {figure.to && figure.value !== null ? (
                  <Link className="day-summary__link" to={figure.to}>
                    {content}
                  </Link>
                ) : (
                  <div className="day-summary__link">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
