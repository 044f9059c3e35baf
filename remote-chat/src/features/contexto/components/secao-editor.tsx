import { CONTEXTO_SECAO_LABELS, ESPECIALISTA_LIMITES, type ContextoSecaoTipo } from '@colabora/shared/contracts';
import { useId, useState } from 'react';
import { renderMarkdown } from '../lib/render-markdown';

export type SecaoEditorProps = {
  tipo: ContextoSecaoTipo;
  conteudo: string;
  usarCatalogo: boolean;
  readOnly: boolean;
  onChange: (change: { conteudo?: string; usarCatalogo?: boolean }) => void;
};

const PLACEHOLDERS: Readonly<Record<ContextoSecaoTipo, string>> = {
  sobre: 'Quem somos, onde ficamos, como entregamos…',
  produtos: 'Destaques, combos e observações sobre os produtos…',
  horarios: '## Horários\n- Segunda a sexta: 8h às 18h\n- Sábado: 8h às 12h',
  faq: '**Vocês entregam?** Sim, no centro e nos bairros vizinhos.',
  regras: '- Nunca prometa prazos de entrega.\n- Não dê descontos sem consultar a equipe.',
};

/** One section of the knowledge: Markdown to write, or its preview, with its size. */
export function SecaoEditor({ tipo, conteudo, usarCatalogo, readOnly, onChange }: SecaoEditorProps) {
  const [preview, setPreview] = useState(false);
  const id = useId();
  const label = CONTEXTO_SECAO_LABELS[tipo];
  return (
    <section className="secao-editor" aria-labelledby={`${id}-titulo`}>
      <div className="secao-editor__head">
        <h3 id={`${id}-titulo`}>{label}</h3>
        <div className="secao-editor__modos" role="group" aria-label={`Ver ${label}`}>
          <button type="button" aria-pressed={!preview} onClick={() => setPreview(false)}>
            Escrever
          </button>
          <button type="button" aria-pressed={preview} onClick={() => setPreview(true)}>
            Visualizar
          </button>
        </div>
      </div>
      {preview ? (
        <div className="secao-editor__preview" aria-label={`Visualização: ${label}`}>
          {conteudo.trim() ? renderMarkdown(conteudo) : <p className="cb-muted">Nada escrito nesta seção.</p>}
        </div>
      ) : (
        <div className="cb-field">
          <textarea
            id={`${id}-texto`}
            className="secao-editor__texto"
            aria-label={label}
            aria-describedby={`${id}-tamanho`}
            rows={6}
            maxLength={ESPECIALISTA_LIMITES.secaoMaxCaracteres}
            placeholder={PLACEHOLDERS[tipo]}
            readOnly={readOnly}
            value={conteudo}
            onChange={(event) => onChange({ conteudo: event.target.value })}
          />
        </div>
      )}
      <p id={`${id}-tamanho`} className="secao-editor__tamanho cb-muted">
        {conteudo.length.toLocaleString('pt-BR')} de {ESPECIALISTA_LIMITES.secaoMaxCaracteres.toLocaleString('pt-BR')}{' '}
        caracteres
      </p>
      {tipo === 'produtos' ? (
        <label className="secao-editor__catalogo">
          <input
            type="checkbox"
            checked={usarCatalogo}
            disabled={readOnly}
            onChange={(event) => onChange({ usarCatalogo: event.target.checked })}
          />{' '}
          Incluir o catálogo de Produtos e Serviços, com os preços de agora (sempre atualizado)
        </label>
      ) : null}
    </section>
  );
}
