import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast, TextField } from '@colabora/shared/ui';
import { useState } from 'react';
import { useEtiquetarContatos } from '../api/etiquetar-contatos';

export type ContatosEtiquetaLoteProps = { idsContatos: number[]; onDone: () => void };

/** The bar above the list while contacts are selected: one tag for all of them. */
export function ContatosEtiquetaLote({ idsContatos, onDone }: ContatosEtiquetaLoteProps) {
  const [tag, setTag] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const etiquetar = useEtiquetarContatos();
  const n = idsContatos.length;

  function aplicar(): void {
    if (!tag.trim()) {
      setErro('Escreva a etiqueta (por exemplo: cliente-vip).');
      return;
    }
    etiquetar.mutate(
      { idsContatos, tag },
      {
        onSuccess: (body) => {
          showToast.success(body.message);
          setTag('');
          onDone();
        },
        onError: (error) => setErro(apiErrorMessage(error, 'Não foi possível aplicar a etiqueta.')),
      },
    );
  }

  return (
    <form
      className="contatos-lote"
      aria-label="Ações com os contatos selecionados"
      onSubmit={(event) => {
        event.preventDefault();
        aplicar();
      }}
    >
      <p className="contatos-lote__contagem">{n === 1 ? '1 contato selecionado' : `${n} contatos selecionados`}</p>
      <TextField
        label="Etiqueta para os selecionados"
        placeholder="ex.: cliente-vip"
        value={tag}
        error={erro}
        onChange={(event) => {
          setTag(event.target.value);
          setErro(null);
        }}
      />
      <Button type="submit" variant="secondary" loading={etiquetar.isPending}>
        Aplicar etiqueta
      </Button>
    </form>
  );
}
