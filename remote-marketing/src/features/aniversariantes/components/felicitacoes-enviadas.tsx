import { formatDateTime, maskPhone } from '@colabora/shared/format';
import { Badge, EmptyState, QueryState } from '@colabora/shared/ui';
import { useFelicitacoesEnviadas } from '../api/get-felicitacoes-enviadas';

/** This year's greetings, newest first: to whom, when, by hand or automatic, and the text. */
export function FelicitacoesEnviadas() {
  const enviadas = useFelicitacoesEnviadas();
  return (
    <QueryState
      query={enviadas}
      loadingLabel="Carregando felicitações enviadas…"
      errorMessage="Não foi possível carregar as felicitações enviadas."
      isEmpty={(lista) => lista.length === 0}
      empty={
        <EmptyState
          icon="cake"
          title="Nenhuma felicitação enviada este ano"
          description="As felicitações enviadas pela lista ou automaticamente aparecem aqui."
        />
      }
    >
      {(lista) => (
        <ul className="aniversariantes-enviadas" aria-label="Felicitações enviadas este ano">
          {lista.map((enviada) => (
            <li key={`${enviada.idContato}-${enviada.ano}`} className="aniversariantes-enviadas__item">
              <div className="aniversariantes-enviadas__head">
                <span className="aniversariantes-row__nome">{enviada.nome}</span>
                <Badge tone={enviada.automatica ? 'info' : 'neutral'}>
                  {enviada.automatica ? 'Automática' : 'Manual'}
                </Badge>
              </div>
              <span className="aniversariantes-row__meta">
                {formatDateTime(enviada.enviadaEm)} · {maskPhone(enviada.telefone.replace(/^\+55/, ''))}
              </span>
              <p className="aniversariantes-enviadas__texto">{enviada.texto}</p>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
