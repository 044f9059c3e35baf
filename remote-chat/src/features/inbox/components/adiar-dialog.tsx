import type { Chat } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useState, type FormEvent } from 'react';
import { useAdiamento } from '../api/adiamento';
import { useNativeDialog } from '../hooks/use-native-dialog';
import { PRESETS_ADIAR } from '../lib/agenda-presets';
import { QuandoPicker } from './quando-picker';

type Props = { chat: Chat; open: boolean; onClose: () => void };

/**
 * Adiar (ADR 0038): until a time, the conversation leaves the list (the "Adiadas" filter shows it)
 * and comes back reopened at that time, or as soon as the contact writes.
 */
export function AdiarDialog({ chat, open, onClose }: Props) {
  const { adiar } = useAdiamento(chat.idChat);
  const [quando, setQuando] = useState<Date | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const dialog = useNativeDialog(open, () => {
    setQuando(PRESETS_ADIAR[0]?.at(new Date()) ?? null);
    setErro(null);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!quando) {
      setErro('Informe a data e a hora.');
      return;
    }
    adiar.mutate(quando, {
      onSuccess: (body) => {
        showToast.success(body.message);
        onClose();
      },
      onError: (error) => setErro(apiErrorMessage(error, 'Não foi possível adiar a conversa.')),
    });
  }

  return (
    <dialog ref={dialog} className="inbox-dialog" aria-labelledby={`adiar-${chat.idChat}`} onClose={onClose}>
      <form onSubmit={submit} className="agenda-form">
        <div className="inbox-dialog__header">
          <h2 id={`adiar-${chat.idChat}`}>Adiar conversa</h2>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Fechar
          </Button>
        </div>
        <p className="cb-muted">
          A conversa sai da lista e volta, reaberta, na hora escolhida ou assim que o contato escrever.
        </p>
        {open ? <QuandoPicker presets={PRESETS_ADIAR} onChange={setQuando} legend="Adiar até" /> : null}
        {erro ? (
          <p className="inbox-panel__error" role="alert">
            {erro}
          </p>
        ) : null}
        <div className="inbox-transfer__acoes">
          <Button type="submit" loading={adiar.isPending}>
            Adiar
          </Button>
        </div>
      </form>
    </dialog>
  );
}
