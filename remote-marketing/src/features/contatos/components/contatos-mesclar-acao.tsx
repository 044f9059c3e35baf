import { Link } from '@colabora/shared/router';

export type ContatosMesclarAcaoProps = { selecionados: number[]; canUpdate: boolean; canDelete: boolean };

/**
 * Under the list: the way to merge two records of one person (ADR 0035). With two contacts
 * selected, "Mesclar os 2 selecionados" opens them side by side; otherwise a line says how. A
 * profile that may not delete contacts is told why the action is missing.
 */
export function ContatosMesclarAcao({ selecionados, canUpdate, canDelete }: ContatosMesclarAcaoProps) {
  if (!canDelete)
    return (
      <p className="cb-muted contatos-mesclar-dica">
        Contatos repetidos? Mesclar dois cadastros da mesma pessoa fica para quem pode excluir contatos (peça a um
        gestor){canUpdate ? '' : '; seu perfil permite consultar'}.
      </p>
    );
  if (selecionados.length !== 2)
    return (
      <p className="cb-muted contatos-mesclar-dica">
        Contatos repetidos? Marque os dois cadastros da mesma pessoa para mesclá-los.
      </p>
    );
  const [a, b] = selecionados;
  return (
    <p className="contatos-mesclar-dica">
      <Link className="cb-button cb-button--secondary" to={`mesclar?a=${a}&b=${b}`}>
        Mesclar os 2 selecionados
      </Link>
    </p>
  );
}
