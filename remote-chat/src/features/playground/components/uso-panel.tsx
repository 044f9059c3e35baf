import type { UsoDia } from '@colabora/shared/contracts';
import { QueryState } from '@colabora/shared/ui';
import { formatCalendarDay } from '@colabora/shared/format';
import { useUso } from '../api/get-uso';

const DIAS = 30;
const numero = (value: number) => value.toLocaleString('pt-BR');

/** The specialist's last 30 days: totals, then the days it worked (days without use are left out). */
export function UsoPanel({ idEspecialista }: { idEspecialista: number }) {
  const uso = useUso(idEspecialista, DIAS);
  return (
    <QueryState query={uso} loadingLabel="Carregando uso…" errorMessage="Não foi possível carregar o uso.">
      {(dias) => <UsoResumo dias={dias} />}
    </QueryState>
  );
}

function UsoResumo({ dias }: { dias: UsoDia[] }) {
  const total = dias.reduce(
    (sum, item) => ({
      conversas: sum.conversas + item.conversas,
      respostas: sum.respostas + item.respostas,
      transferencias: sum.transferencias + item.transferencias,
      tokens: sum.tokens + item.tokensPrompt + item.tokensResposta,
    }),
    { conversas: 0, respostas: 0, transferencias: 0, tokens: 0 },
  );
  const ativos = dias.filter((item) => item.respostas || item.transferencias || item.tokensPrompt);
  return (
    <div className="uso-panel">
      <dl className="uso-panel__totais">
        <div>
          <dt>Conversas atendidas</dt>
          <dd>{numero(total.conversas)}</dd>
        </div>
        <div>
          <dt>Respostas</dt>
          <dd>{numero(total.respostas)}</dd>
        </div>
        <div>
          <dt>Passadas à equipe</dt>
          <dd>{numero(total.transferencias)}</dd>
        </div>
        <div>
          <dt>Tokens</dt>
          <dd>{numero(total.tokens)}</dd>
        </div>
      </dl>
      {ativos.length === 0 ? (
        <p className="cb-muted">Nenhum uso nos últimos {DIAS} dias.</p>
      ) : (
        <div className="uso-panel__tabela">
          <table>
            <caption className="cb-visually-hidden">Uso por dia, últimos {DIAS} dias</caption>
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col">Respostas</th>
                <th scope="col">Passadas</th>
                <th scope="col">Tokens</th>
              </tr>
            </thead>
            <tbody>
              {ativos.map((item) => (
                <tr key={item.dia}>
                  <th scope="row">{formatCalendarDay(item.dia)}</th>
                  <td>{numero(item.respostas)}</td>
                  <td>{numero(item.transferencias)}</td>
                  <td>{numero(item.tokensPrompt + item.tokensResposta)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
