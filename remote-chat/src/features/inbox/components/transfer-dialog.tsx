import { useFirstScreenShown } from '@colabora/shared/session';
import type { Chat } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFilasDoChat, useTransferirChat } from '../api/filas-do-chat';
import { useResponsaveis } from '../api/get-chat-people';
import { nomeComPresencaTexto } from '../../../lib/presenca/presenca-indicador';
import { usePresencas } from '../../../lib/presenca/get-presencas';

type Props = { chat: Chat; open: boolean; onClose: () => void };

/**
 * Transferir (ADR 0034): to a person or to a queue, with a note only staff see. The API writes the
 * history line ("Transferida por Ana para Financeiro: …") as a note; it arrives by the hub like any
 * note. In a native <dialog> (top layer, Esc closes, focus returns).
 */
export function TransferDialog({ chat, open, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Mounted with the conversation: its lists wait until it is drawn (lib/load-when.ts).
  const shown = useFirstScreenShown();
  const pessoas = useResponsaveis({ enabled: shown });
  const filas = useFilasDoChat({ enabled: shown });
  const presenca = usePresencas({ enabled: shown });
  const transferir = useTransferirChat(chat.idChat);
  const [para, setPara] = useState<'pessoa' | 'fila'>('pessoa');
  const [alvo, setAlvo] = useState('');
  const [nota, setNota] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setAlvo('');
      setNota('');
      setErro(null);
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) element.close();
  }, [open]);

  const opcoes =
    para === 'pessoa'
      ? (pessoas.data ?? []).map((user) => ({
          id: user.idUsuario,
          nome: nomeComPresencaTexto(user.nome, presenca(user.idUsuario)),
        }))
      : (filas.data ?? []).map((fila) => ({ id: fila.idFila, nome: fila.nome }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!alvo) {
      setErro(para === 'pessoa' ? 'Escolha para quem transferir.' : 'Escolha a fila.');
      return;
    }
    const destino = para === 'pessoa' ? { idUsuario: Number(alvo) } : { idFila: Number(alvo) };
    transferir.mutate(
      { ...destino, nota: nota.trim() || null },
      {
        onSuccess: (body) => {
          showToast.success(body.message);
          onClose();
        },
        onError: (error) => setErro(apiErrorMessage(error, 'Não foi possível transferir a conversa.')),
      },
    );
  }

  return (
    <dialog ref={dialog} className="inbox-dialog" aria-labelledby="transferir-titulo" onClose={onClose}>
      <form onSubmit={submit} className="inbox-transfer">
        <div className="inbox-dialog__header">
          <h2 id="transferir-titulo">Transferir conversa</h2>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Fechar
          </Button>
        </div>
        <fieldset className="inbox-transfer__para">
          <legend>Para</legend>
          <label>
            <input
              type="radio"
              name="transferir-para"
              checked={para === 'pessoa'}
              onChange={() => {
                setPara('pessoa');
                setAlvo('');
              }}
            />{' '}
            Uma pessoa
          </label>
          <label>
            <input
              type="radio"
              name="transferir-para"
              checked={para === 'fila'}
              disabled={!filas.data?.length}
              onChange={() => {
                setPara('fila');
                setAlvo('');
              }}
            />{' '}
            Uma fila
          </label>
        </fieldset>
        <label className="inbox-transfer__field">
          <span>{para === 'pessoa' ? 'Pessoa' : 'Fila'}</span>
          <select className="inbox-input" value={alvo} onChange={(event) => setAlvo(event.target.value)}>
            <option value="">Escolha…</option>
            {opcoes.map((opcao) => (
              <option key={opcao.id} value={opcao.id}>
                {opcao.nome}
              </option>
            ))}
          </select>
        </label>
        <label className="inbox-transfer__field">
          <span>Nota para a equipe (opcional; o contato não vê)</span>
          <textarea
            className="inbox-input"
            rows={3}
            maxLength={1000}
            value={nota}
            onChange={(event) => setNota(event.target.value)}
          />
        </label>
        {erro ? (
          <p className="inbox-panel__error" role="alert">
            {erro}
          </p>
        ) : null}
        <div className="inbox-transfer__acoes">
          <Button type="submit" loading={transferir.isPending}>
            Transferir
          </Button>
        </div>
      </form>
    </dialog>
  );
}
