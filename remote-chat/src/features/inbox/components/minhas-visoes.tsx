import type { VisaoFiltros } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useState, type FormEvent } from 'react';
import { useVisoes, useVisoesMutations } from '../api/visoes';

type Props = {
  /** The list's filters now: what "Salvar visão" keeps. */
  atual: VisaoFiltros;
  onApply: (filtros: VisaoFiltros) => void;
};

/**
 * "Minhas visões" (ADR 0038): the user's named filters of the list, one click to apply; the
 * current filters saved under a name; a view removed with its ✕.
 */
export function MinhasVisoes({ atual, onApply }: Props) {
  // In the first data (routes/first-requests.ts): the saved views' row sits above the list.
  const visoes = useVisoes();
  const { criar, excluir } = useVisoesMutations();
  const [salvando, setSalvando] = useState(false);
  const [nome, setNome] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!nome.trim()) return;
    criar.mutate(
      { nome: nome.trim(), filtros: atual },
      {
        onSuccess: (body) => {
          showToast.success(body.message);
          setNome('');
          setSalvando(false);
        },
        onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível salvar a visão.')),
      },
    );
  }

  return (
    <div className="agenda-visoes" role="group" aria-label="Minhas visões">
      {(visoes.data ?? []).map((visao) => (
        <span key={visao.idVisao} className="agenda-visao">
          <button type="button" className="agenda-visao__aplicar" onClick={() => onApply(visao.filtros)}>
            {visao.nome}
          </button>
          <button
            type="button"
            className="agenda-visao__excluir"
            aria-label={`Excluir a visão ${visao.nome}`}
            onClick={() =>
              excluir.mutate(visao.idVisao, {
                onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível excluir a visão.')),
              })
            }
          >
            ×
          </button>
        </span>
      ))}
      {salvando ? (
        <form onSubmit={submit} className="agenda-visoes__nova">
          <input
            className="inbox-input"
            aria-label="Nome da visão"
            placeholder="Nome da visão"
            maxLength={40}
            value={nome}
            autoFocus
            onChange={(event) => setNome(event.target.value)}
          />
          <Button type="submit" size="sm" loading={criar.isPending}>
            Salvar
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSalvando(false)}>
            Cancelar
          </Button>
        </form>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setSalvando(true)}>
          Salvar visão
        </Button>
      )}
    </div>
  );
}
