import type { Chat } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { Button, showToast } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useUpdateChat } from '../api/chat-mutations';
import { formatTelefone } from '../lib/contact-format';

type Props = { chat: Chat; className?: string };

/**
 * "Atender" (issue #27): the signed-in user takes the conversation in one click, through the same
 * assignment as the Responsável field. Nothing when it is already theirs; the caller shows it only
 * to users who may change conversations.
 */
export function AtenderButton({ chat, className }: Props) {
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  const { assign } = useUpdateChat(chat.idChat);
  if (idUsuario === null || chat.responsavel?.idUsuario === idUsuario) return null;
  const nome = chat.contato.nome || formatTelefone(chat.contato.telefone);
  return (
    <Button
      size="sm"
      className={className}
      loading={assign.isPending}
      aria-label={`Atender ${nome}`}
      onClick={() =>
        assign.mutate(idUsuario, {
          onSuccess: () => showToast.success(`Você está atendendo ${nome}.`),
          onError: (error) =>
            showToast.error(apiErrorMessage(error, 'Não foi possível atender a conversa. Tente de novo.')),
        })
      }
    >
      Atender
    </Button>
  );
}
