import { CONTEXTO_SECOES, type Contexto, type ContextoSecao, type ContextoSecaoTipo } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, Card, showToast } from '@colabora/shared/ui';
import { useState } from 'react';
import { useContextoMutations } from '../api/save-contexto';
import { espacoOcupado } from '../lib/espaco-ocupado';
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

      <aside className="contexto-layout__lado" aria-label="Tamanho, texto recebido e versões">
        <Card title="Tamanho">
          <p className="contexto-tamanho">
            Rascunho: {espacoOcupado(tokensRascunho, contexto.orcamentoTokens)} do que o especialista lê de uma vez
            <br />
            Salvo, com o catálogo: {espacoOcupado(contexto.tokensEstimados, contexto.orcamentoTokens)}
          </p>
          {acimaDoOrcamento ? (
            <p className="contexto-aviso" role="note">
              Passa do que o especialista lê de uma vez: a cada pergunta ele recebe só as seções mais relevantes.
            </p>
          ) : null}
        </Card>
        <Card title="O que o especialista recebe">
          <details className="contexto-prompt">
            <summary>Ver o texto completo, como ele chega ao modelo antes de cada conversa</summary>
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
