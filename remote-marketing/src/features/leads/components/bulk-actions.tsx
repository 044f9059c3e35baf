import { tagSchema, type Etapa, type LeadsLoteInput, type Responsavel } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, SelectField, showToast, TextField } from '@colabora/shared/ui';
import { useState, type FormEvent } from 'react';
import * as v from '@colabora/shared/schema';
import { useLeadsLote } from '../api/leads-lote';

export type BulkActionsProps = {
  idsLeads: number[];
  etapas: Etapa[];
  responsaveis: Responsavel[];
  onDone: () => void;
};

/** One action on the selected rows: move to a stage, assign an owner, add a tag. */
export function BulkActions({ idsLeads, etapas, responsaveis, onDone }: BulkActionsProps) {
  const lote = useLeadsLote();
  const [idEtapa, setIdEtapa] = useState('');
  const [idResponsavel, setIdResponsavel] = useState('');
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);

  function run(input: LeadsLoteInput): void {
    lote.mutate(input, {
      onSuccess: (body) => {
        showToast.success(body.message || 'Leads atualizados.');
        onDone();
      },
      onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível atualizar os leads selecionados.')),
    });
  }

  function handleMove(event: FormEvent): void {
    event.preventDefault();
    if (idEtapa) run({ acao: 'mover', idsLeads, idEtapa: Number(idEtapa) });
  }

  function handleAssign(event: FormEvent): void {
    event.preventDefault();
    run({ acao: 'responsavel', idsLeads, idResponsavel: idResponsavel ? Number(idResponsavel) : null });
  }

  function handleTag(event: FormEvent): void {
    event.preventDefault();
    const parsed = v.safeParse(tagSchema, tag);
    if (!parsed.success) return setTagError(parsed.issues[0]?.message ?? 'Etiqueta inválida.');
    run({ acao: 'etiqueta', idsLeads, tag: parsed.output });
  }

  const count = idsLeads.length;
  return (
    <section className="leads-bulk" aria-label="Ações nos leads selecionados">
      <p className="leads-bulk__count" aria-live="polite">
        <strong>{count}</strong> {count === 1 ? 'lead selecionado' : 'leads selecionados'}
      </p>
      <form className="leads-bulk__form" onSubmit={handleMove}>
        <SelectField
          label="Mover para a etapa"
          placeholder="Selecione…"
          value={idEtapa}
          onChange={(event) => setIdEtapa(event.target.value)}
          options={etapas.map((etapa) => ({ value: String(etapa.idEtapa), label: etapa.nome }))}
        />
        <Button type="submit" size="sm" variant="secondary" loading={lote.isPending} disabled={!idEtapa}>
          Mover
        </Button>
      </form>
      <form className="leads-bulk__form" onSubmit={handleAssign}>
        <SelectField
          label="Atribuir a"
          value={idResponsavel}
          onChange={(event) => setIdResponsavel(event.target.value)}
          options={[
            { value: '', label: 'Sem responsável' },
            ...responsaveis.map((usuario) => ({ value: String(usuario.idUsuario), label: usuario.nome })),
          ]}
        />
        <Button type="submit" size="sm" variant="secondary" loading={lote.isPending}>
          Atribuir
        </Button>
      </form>
      <form className="leads-bulk__form" onSubmit={handleTag}>
        <TextField
          label="Etiqueta"
          placeholder="cliente-vip"
          value={tag}
          error={tagError}
          onChange={(event) => {
            setTag(event.target.value);
            setTagError(null);
          }}
        />
        <Button type="submit" size="sm" variant="secondary" loading={lote.isPending}>
          Etiquetar
        </Button>
      </form>
    </section>
  );
}
