import { apiErrorMessage } from '@colabora/shared/http';
import { showToast } from '@colabora/shared/ui';
import { useFixadas, useFixarChat } from '../api/fixadas';
import type { MoreAction } from '../components/more-actions-menu';

/** "Fixar no topo" / "Desafixar" for the header's Mais ações: the user's own pin (ADR 0038). */
export function useFixarAcao(idChat: number): MoreAction {
  const fixadas = useFixadas();
  const fixar = useFixarChat(idChat);
  const fixada = fixadas.data?.includes(idChat) ?? false;
  return {
    label: fixada ? 'Desafixar da minha lista' : 'Fixar no topo da minha lista',
    onSelect: () =>
      fixar.mutate(!fixada, {
        onSuccess: (body) => showToast.success(body.message),
        onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível fixar a conversa.')),
      }),
  };
}
