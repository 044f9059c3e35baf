import { useFirstScreenShown } from '@colabora/shared/session';
import { CHAT_EVENTS } from '@colabora/shared/contracts';
import { formatDateTime } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { onChatEvent } from '@colabora/shared/realtime';
import { Button, showToast } from '@colabora/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAgendadas, useAgendadasMutations } from '../api/agendadas';
import { agendadasQueryKey } from '../api/chats-cache';

type Props = { idChat: number; canCreate: boolean };

/**
 * The conversation's scheduled messages above the composer (ADR 0038): when each goes, its text,
 * Cancelar while it waits; a failure says why, in pt-BR, with "Tentar de novo". Sent ones leave
 * the list: they are in the history.
 */
export function AgendadasList({ idChat, canCreate }: Props) {
  // Not in the first paint: asked for once the conversation is drawn (lib/load-when.ts).
  const shown = useFirstScreenShown();
  const agendadas = useAgendadas(idChat, { enabled: shown });
  const { cancelar, tentar } = useAgendadasMutations(idChat);
  const items = agendadas.data ?? [];
  const queryClient = useQueryClient();
  const waiting = items.length > 0;
  // A send (or its failure) changes the conversation: ConversaAtualizada tells the list to look again.
  useEffect(() => {
    if (!waiting) return undefined;
    return onChatEvent(CHAT_EVENTS.conversaAtualizada, (chat) => {
      if (chat.idChat === idChat) void queryClient.invalidateQueries({ queryKey: agendadasQueryKey(idChat) });
    });
  }, [waiting, idChat, queryClient]);
  if (!items.length) return null;
  const fail = (fallback: string) => (error: unknown) => showToast.error(apiErrorMessage(error, fallback));

  return (
    <section className="agenda-agendadas" aria-label="Mensagens agendadas">
      <ul>
        {items.map((item) => (
          <li key={item.idAgendada} className={`agenda-agendada agenda-agendada--${item.status}`}>
            <span className="agenda-agendada__quando">
              {item.status === 'falhou'
                ? `Não saiu (${formatDateTime(item.enviarEm)})`
                : item.status === 'enviando'
                  ? 'Enviando agora…'
                  : `Agendada para ${formatDateTime(item.enviarEm)}`}
            </span>
            <span className="agenda-agendada__texto" title={item.texto}>
              {item.texto}
            </span>
            {item.erro ? (
              <span className="agenda-agendada__erro" role="note">
                {item.erro}
              </span>
            ) : null}
            {canCreate && item.status === 'falhou' ? (
              <Button
                size="sm"
                variant="secondary"
                loading={tentar.isPending && tentar.variables === item.idAgendada}
                onClick={() =>
                  tentar.mutate(item.idAgendada, {
                    onSuccess: (body) => showToast.success(body.message),
                    onError: fail('Não foi possível tentar de novo.'),
                  })
                }
              >
                Tentar de novo
              </Button>
            ) : null}
            {canCreate && item.status !== 'enviando' ? (
              <Button
                size="sm"
                variant="ghost"
                loading={cancelar.isPending && cancelar.variables === item.idAgendada}
                aria-label={`Cancelar envio agendado para ${formatDateTime(item.enviarEm)}`}
                onClick={() =>
                  cancelar.mutate(item.idAgendada, {
                    onSuccess: (body) => showToast.success(body.message),
                    onError: fail('Não foi possível cancelar.'),
                  })
                }
              >
                Cancelar
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
