import { Button, QueryState } from '@colabora/shared/ui';
import { formatDateTime } from '@colabora/shared/format';
import { useVersoes } from '../api/get-contexto';

export type VersoesPanelProps = {
  idEspecialista: number;
  versaoAtual: number | null;
  /** Without the U letter the history is shown, not restored. */
  canRestore: boolean;
  restoring: number | null;
  onRestore: (idVersao: number) => void;
};

/** Every saved version of the context, newest first; restoring one saves it again as the newest. */
export function VersoesPanel({ idEspecialista, versaoAtual, canRestore, restoring, onRestore }: VersoesPanelProps) {
  const versoes = useVersoes(idEspecialista);
  return (
    <QueryState
      query={versoes}
      loadingLabel="Carregando versões…"
      errorMessage="Não foi possível carregar as versões."
      isEmpty={(lista) => lista.length === 0}
      empty={<p className="cb-muted">Nenhuma versão salva ainda.</p>}
    >
      {(lista) => (
        <ol className="versoes-list" aria-label="Versões do contexto">
          {lista.map((versao) => (
            <li key={versao.idVersao} className="versoes-list__item">
              <span>
                <strong>{formatDateTime(versao.criadoEm)}</strong>
                {versao.idVersao === versaoAtual ? ' · atual' : ''}
                <br />
                <span className="cb-muted">
                  {versao.autor ? `por ${versao.autor}` : 'autor não registrado'} ·{' '}
                  {versao.caracteres.toLocaleString('pt-BR')} caracteres
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
      )}
    </QueryState>
  );
}
