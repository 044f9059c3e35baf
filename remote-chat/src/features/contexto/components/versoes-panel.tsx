import { apiErrorMessage } from '@colabora/shared/http';
import { Button, ErrorState, LoadingState } from '@colabora/shared/ui';
import { useVersoes } from '../api/get-contexto';

export type VersoesPanelProps = {
  idEspecialista: number;
  versaoAtual: number | null;
  /** Without the U letter the history is shown, not restored. */
  canRestore: boolean;
  restoring: number | null;
  onRestore: (idVersao: number) => void;
};

const quando = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** Every saved version of the context, newest first; restoring one saves it again as the newest. */
export function VersoesPanel({ idEspecialista, versaoAtual, canRestore, restoring, onRestore }: VersoesPanelProps) {
  const versoes = useVersoes(idEspecialista);
  if (versoes.isPending) return <LoadingState label="Carregando versões…" />;
  if (versoes.isError)
    return (
      <ErrorState
        message={apiErrorMessage(versoes.error, 'Não foi possível carregar as versões.')}
        onRetry={() => void versoes.refetch()}
      />
    );
  if (versoes.data.length === 0) return <p className="cb-muted">Nenhuma versão salva ainda.</p>;
  return (
    <ol className="versoes-list" aria-label="Versões do contexto">
      {versoes.data.map((versao) => (
        <li key={versao.idVersao} className="versoes-list__item">
          <span>
            <strong>{quando.format(new Date(versao.criadoEm))}</strong>
            {versao.idVersao === versaoAtual ? ' · atual' : ''}
            <br />
            <span className="cb-muted">
              {versao.autor ?? 'Sem autor'} · {versao.caracteres.toLocaleString('pt-BR')} caracteres
            </span>
          </span>
          {canRestore && versao.idVersao !== versaoAtual ? (
            <Button
              size="sm"
              variant="ghost"
              loading={restoring === versao.idVersao}
              onClick={() => onRestore(versao.idVersao)}
            >
              Restaurar
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
