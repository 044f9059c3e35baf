import type { Campanha } from '@colabora/shared/contracts';
import { ConfirmDialog } from '@colabora/shared/ui';
import { useEffect } from 'react';
import { campanhaToInput } from '../../../lib/campanha-input';
import { usePreviaCampanha } from '../../../lib/api/save-campanha';
import { estimativaEnvio } from '../lib/estimativa-envio';

export type IniciarEnvioDialogProps = {
  campanha: Campanha | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const pessoas = (n: number) => (n === 1 ? '1 pessoa' : `${n.toLocaleString('pt-BR')} pessoas`);

/**
 * "Iniciar o envio?" with who will receive it and how long it takes at the chosen pace (issue #28
 * item 7: a mass send used to start on one click). The count is the campaign's preview, asked when
 * the dialog opens; if it cannot be had the send may still start, and says so.
 */
export function IniciarEnvioDialog({ campanha, loading, onConfirm, onCancel }: IniciarEnvioDialogProps) {
  const previa = usePreviaCampanha();
  const { mutate, reset } = previa;

  useEffect(() => {
    if (campanha) mutate(campanhaToInput(campanha));
    else reset();
  }, [campanha, mutate, reset]);

  let description = '';
  if (!campanha) description = '';
  else if (previa.isPending || previa.isIdle) description = 'Contando quem receberá…';
  else if (previa.data) {
    const { receberao, total } = previa.data;
    const fora = total - receberao;
    description =
      receberao === 0
        ? 'Ninguém receberá esta campanha agora: ninguém do público tem consentimento e telefone válido.'
        : `${pessoas(receberao)} receberão esta campanha${fora > 0 ? ` (${pessoas(fora)} do público ficam de fora, sem consentimento ou com telefone inválido)` : ''}. ${estimativaEnvio(receberao, campanha.ritmo)} Você pode pausar a qualquer momento.`;
  } else description = 'Não foi possível contar os destinatários agora; eles são contados quando o envio começa.';

  return (
    <ConfirmDialog
      open={campanha !== null}
      title="Iniciar o envio?"
      description={description}
      confirmLabel="Iniciar envio"
      cancelLabel="Voltar"
      loading={loading || previa.isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
