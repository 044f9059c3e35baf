import { CONTEXTO_SECOES, type Contexto, type ContextoSecao, type ContextoSecaoTipo } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, Card, showToast } from '@colabora/shared/ui';
import { useState } from 'react';
import { useContextoMutations } from '../api/save-contexto';
import { estimateTokens } from '../lib/estimate-tokens';
import { SecaoEditor } from './secao-editor';
import { VersoesPanel } from './versoes-panel';

export type ContextoFormProps = { idEspecialista: number; contexto: Contexto; canEdit: boolean };

type Rascunho = Record<ContextoSecaoTipo, { conteudo: string; usarCatalogo: boolean }>;

function rascunhoOf(secoes: ContextoSecao[]): Rascunho {
  const entries = CONTEXTO_SECOES.map((tipo) => {
    const secao = secoes.find((item) => item.tipo === tipo);
    return [tipo, { conteudo: secao?.conteudo ?? '', usarCatalogo: secao?.usarCatalogo ?? false }] as const;
  });
  return Object.fromEntries(entries) as Rascunho;
}

/**
 * The specialist's knowledge in sections, saved together as a new version; the final prompt as
 * the model receives it (the saved one, with the live catalogue); the versions, restorable.
 */
export function ContextoForm({ idEspecialista, contexto, canEdit }: ContextoFormProps) {
  const [rascunho, setRascunho] = useState<Rascunho>(() => rascunhoOf(contexto.secoes));
  const { save, restore } = useContextoMutations(idEspecialista);
  const salvo = rascunhoOf(contexto.secoes);
  const alterado = CONTEXTO_SECOES.some(
    (tipo) =>
      rascunho[tipo].conteudo !== salvo[tipo].conteudo || rascunho[tipo].usarCatalogo !== salvo[tipo].usarCatalogo,
  );
  const tokensRascunho = CONTEXTO_SECOES.reduce((total, tipo) => total + estimateTokens(rascunho[tipo].conteudo), 0);
  const acimaDoOrcamento = contexto.tokensEstimados > contexto.orcamentoTokens;

  function handleSave(): void {
    const secoes = CONTEXTO_SECOES.map((tipo) => ({ tipo, ...rascunho[tipo] }));
    save.mutate(
      { secoes },
      {
        onSuccess: (body) => {
          if (body.data) setRascunho(rascunhoOf(body.data.secoes));
          showToast.success(body.message || 'Contexto salvo.');
        },
        onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível salvar o contexto.')),
      },
    );
  }

  function handleRestore(idVersao: number): void {
    restore.mutate(idVersao, {
      onSuccess: (body) => {
        if (body.data) setRascunho(rascunhoOf(body.data.secoes));
        showToast.success(body.message || 'Versão restaurada.');
      },
      onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível restaurar a versão.')),
    });
  }

  return (
    <div className="contexto-layout">
      <div className="contexto-layout__secoes">
        {CONTEXTO_SECOES.map((tipo) => (
          <SecaoEditor
            key={tipo}
            tipo={tipo}
            conteudo={rascunho[tipo].conteudo}
            usarCatalogo={rascunho[tipo].usarCatalogo}
            readOnly={!canEdit}
            onChange={(change) => setRascunho((current) => ({ ...current, [tipo]: { ...current[tipo], ...change } }))}
          />
        ))}
        {canEdit ? (
          <div className="contexto-layout__salvar">
            <Button onClick={handleSave} loading={save.isPending} disabled={!alterado}>
              Salvar nova versão
            </Button>
            <span className="cb-muted" role="status">
              {alterado ? 'Há alterações não salvas.' : 'Tudo salvo.'}
            </span>
          </div>
        ) : null}
      </div>

      <aside className="contexto-layout__lado" aria-label="Tamanho, prompt final e versões">
        <Card title="Tamanho">
          <p className="contexto-tamanho">
            Rascunho: ≈ {tokensRascunho.toLocaleString('pt-BR')} tokens
            <br />
            Prompt salvo (com o catálogo): {contexto.tokensEstimados.toLocaleString('pt-BR')} de{' '}
            {contexto.orcamentoTokens.toLocaleString('pt-BR')} tokens
          </p>
          {acimaDoOrcamento ? (
            <p className="contexto-aviso" role="note">
              Acima do orçamento do modelo: a cada pergunta vão só as seções mais relevantes (busca em português).
            </p>
          ) : null}
        </Card>
        <Card title="Prompt final">
          <details className="contexto-prompt">
            <summary>Ver o prompt como o modelo recebe</summary>
            <pre>{contexto.promptFinal}</pre>
          </details>
        </Card>
        <Card title="Versões">
          <VersoesPanel
            idEspecialista={idEspecialista}
            versaoAtual={contexto.versaoAtual}
            canRestore={canEdit}
            restoring={restore.isPending ? (restore.variables ?? null) : null}
            onRestore={handleRestore}
          />
        </Card>
      </aside>
    </div>
  );
}
