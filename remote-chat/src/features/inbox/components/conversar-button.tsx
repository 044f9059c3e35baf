import { chatSchema, type AbrirConversaInput } from '@colabora/shared/contracts';
import { apiErrorMessage, getEnvelope, http } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@colabora/shared/router';

type Props = { idChat: number; cartao: AbrirConversaInput };

/**
 * "Conversar" on a contact card the contact shared (issue #26, ADR 0033): the card's person becomes
 * a contact (or is found by phone) with a conversation on the same channel, which opens. Nothing is
 * sent until staff write.
 */
export function ConversarButton({ idChat, cartao }: Props) {
  const navigate = useNavigate();
  const abrir = useMutation({
    mutationFn: () => getEnvelope(http.post(`/api/chats/${idChat}/conversa-com`, { json: cartao }), chatSchema),
    onSuccess: (body) => {
      if (!body.data) return;
      showToast.success(body.message);
      navigate(`/chat/${body.data.idChat}`);
    },
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível abrir a conversa.')),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={abrir.isPending}
      aria-label={`Conversar com ${cartao.nome || cartao.telefone}`}
      onClick={() => abrir.mutate()}
    >
      Conversar
    </Button>
  );
}
