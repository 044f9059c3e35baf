import { maskPhone } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { Badge, EmptyState, ErrorState, LoadingState } from '@colabora/shared/ui';
import { useFelicitacoesEnviadas } from '../api/get-felicitacoes-enviadas';

const quando = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** This year's greetings, newest first: to whom, when, by hand or automatic, and the text. */
export function FelicitacoesEnviadas() {
  const enviadas = useFelicitacoesEnviadas();
  if (enviadas.isPending) return <LoadingState label="Carregando felicitações enviadas…" />;
  if (enviadas.isError)
    return (
      <ErrorState
        message={apiErrorMessage(enviadas.error, 'Não foi possível carregar as felicitações enviadas.')}
        onRetry={() => void enviadas.refetch()}
        retrying={enviadas.isFetching}
      />
    );
  if (!enviadas.data.length)
    return (
      <EmptyState
        icon="cake"
        title="Nenhuma felicitação enviada este ano"
        description="As felicitações enviadas pela lista ou automaticamente aparecem aqui."
      />
    );
  return (
    <ul className="aniversariantes-enviadas" aria-label="Felicitações enviadas este ano">
      {enviadas.data.map((enviada) => (
        <li key={`${enviada.idContato}-${enviada.ano}`} className="aniversariantes-enviadas__item">
          <div className="aniversariantes-enviadas__head">
            <span className="aniversariantes-row__nome">{enviada.nome}</span>
            <Badge tone={enviada.automatica ? 'info' : 'neutral'}>{enviada.automatica ? 'Automática' : 'Manual'}</Badge>
          </div>
          <span className="aniversariantes-row__meta">
            {quando.format(new Date(enviada.enviadaEm))} · {maskPhone(enviada.telefone.replace(/^\+55/, ''))}
          </span>
          <p className="aniversariantes-enviadas__texto">{enviada.texto}</p>
        </li>
      ))}
    </ul>
  );
}
