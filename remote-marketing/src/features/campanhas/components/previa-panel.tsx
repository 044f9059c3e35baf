import type { CampanhaPrevia } from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';
import { Button, Card } from '@colabora/shared/ui';

export type PreviaPanelProps = {
  previa: CampanhaPrevia | undefined;
  loading: boolean;
  error: string | null;
  onRefresh: () => void;
};

const plural = (n: number, um: string, varios: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;

/** Who will receive the campaign, who is skipped and why, and each variant as a sample contact reads it. */
export function PreviaPanel({ previa, loading, error, onRefresh }: PreviaPanelProps) {
  return (
    <Card
      title="Prévia"
      actions={
        <Button size="sm" variant="secondary" onClick={onRefresh} loading={loading}>
          {previa ? 'Atualizar prévia' : 'Ver prévia'}
        </Button>
      }
    >
      {error ? (
        <p className="cb-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {!previa ? (
        <p className="cb-muted">Veja quantos contatos receberão e como a mensagem chega para eles.</p>
      ) : (
        <div className="campanhas-previa" aria-live="polite">
          <p className="campanhas-previa__total">
            <strong>{plural(previa.receberao, 'contato receberá', 'contatos receberão')}</strong> de{' '}
            {plural(previa.total, 'contato na audiência', 'contatos na audiência')}.
          </p>
          <ul className="campanhas-previa__fora">
            <li>
              {plural(previa.semConsentimento, 'sem consentimento de marketing', 'sem consentimento de marketing')}
            </li>
            <li>{plural(previa.invalidos, 'com número inválido', 'com número inválido')}</li>
            <li>{plural(previa.duplicados, 'repetido (recebe uma vez só)', 'repetidos (recebem uma vez só)')}</li>
            {previa.naoEncontrados ? (
              <li>
                {plural(
                  previa.naoEncontrados,
                  'número da lista importada não é contato (sem consentimento registrado)',
                  'números da lista importada não são contatos (sem consentimento registrado)',
                )}
              </li>
            ) : null}
          </ul>
          {previa.exemplos.length === 0 ? (
            <p className="cb-muted">
              Ninguém da audiência pode receber: revise as etiquetas, etapas e a lista importada.
            </p>
          ) : (
            <ol className="campanhas-previa__exemplos" aria-label="Mensagens de exemplo">
              {previa.exemplos.map((exemplo, index) => (
                <li key={index}>
                  <span className="cb-muted">
                    {`Variante ${index + 1} para ${exemplo.nome} · ${maskPhone(exemplo.telefone.replace(/^\+55/, ''))}`}
                  </span>
                  <span className="campanhas-previa__bolha">{exemplo.texto}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
}
