import { EDICAO_JANELA_MINUTOS, MENSAGEM_TEXTO_MAX, type Mensagem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, ConfirmDialog, showToast } from '@colabora/shared/ui';
import { useState, type FormEvent } from 'react';
import { useAlterarMensagem } from '../api/chat-mutations';

/** Whether WhatsApp still lets staff edit the text (its window since the send). */
const podeEditar = (mensagem: Mensagem, agora: number) =>
  mensagem.tipo === 'texto' &&
  !mensagem.conteudo &&
  agora - new Date(mensagem.criadoEm).getTime() < EDICAO_JANELA_MINUTOS * 60_000;

/**
 * What staff can do to a message they sent, beside Responder and Reagir: edit its text within
 * WhatsApp's 15 minutes (shown as "editada"), or delete it for everyone after saying what the
 * contact will see. A refusal says why (the toast) and leaves the message as it was.
 */
export function MessageOwnActions({ mensagem }: { mensagem: Mensagem }) {
  const { editar, apagar } = useAlterarMensagem(mensagem.idChat);
  const [editando, setEditando] = useState(false);
  const [texto, setTexto] = useState(mensagem.texto);
  const [confirmando, setConfirmando] = useState(false);
  const onError = (fallback: string) => (error: unknown) => showToast.error(apiErrorMessage(error, fallback));

  function salvar(event: FormEvent) {
    event.preventDefault();
    const value = texto.trim();
    if (!value) return;
    editar.mutate(
      { idMensagem: mensagem.idMensagem, texto: value },
      { onSuccess: () => setEditando(false), onError: onError('Não foi possível editar. Tente de novo.') },
    );
  }

  return (
    <>
      {podeEditar(mensagem, Date.now()) ? (
        <button
          type="button"
          className="inbox-msg__acao"
          aria-expanded={editando}
          title={`Editar (até ${EDICAO_JANELA_MINUTOS} minutos depois do envio)`}
          onClick={() => {
            setTexto(mensagem.texto);
            setEditando((open) => !open);
          }}
        >
          <span aria-hidden="true">✎</span> Editar
        </button>
      ) : null}
      <button type="button" className="inbox-msg__acao" title="Apagar para todos" onClick={() => setConfirmando(true)}>
        Apagar
      </button>
      {editando ? (
        <form className="inbox-msg__editar" onSubmit={salvar} aria-label="Editar mensagem">
          <textarea
            className="inbox-input"
            aria-label="Novo texto da mensagem"
            rows={2}
            maxLength={MENSAGEM_TEXTO_MAX}
            value={texto}
            autoFocus
            onChange={(event) => setTexto(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditando(false);
            }}
          />
          <span className="inbox-msg__editar-botoes">
            <Button size="sm" variant="ghost" onClick={() => setEditando(false)}>
              Cancelar
            </Button>
            <Button size="sm" type="submit" loading={editar.isPending} disabled={!texto.trim()}>
              Salvar
            </Button>
          </span>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirmando}
        title="Apagar para todos?"
        description="O contato verá “Mensagem apagada” no lugar dela. A equipe continua vendo o que ela dizia."
        confirmLabel="Apagar para todos"
        tone="danger"
        loading={apagar.isPending}
        onCancel={() => setConfirmando(false)}
        onConfirm={() =>
          apagar.mutate(mensagem.idMensagem, {
            onSettled: () => setConfirmando(false),
            onError: onError('Não foi possível apagar. Tente de novo.'),
          })
        }
      />
    </>
  );
}
