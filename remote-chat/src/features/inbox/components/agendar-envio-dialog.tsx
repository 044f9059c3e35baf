import { MENSAGEM_TEXTO_MAX } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useState, type FormEvent } from 'react';
import { useAgendadasMutations } from '../api/agendadas';
import { useNativeDialog } from '../hooks/use-native-dialog';
import { PRESETS_AGENDAR } from '../lib/agenda-presets';
import { QuandoPicker } from './quando-picker';

type Props = {
  idChat: number;
  open: boolean;
  /** What the composer held: the message starts from it. */
  textoInicial: string;
  onClose: () => void;
  /** Scheduled: the composer empties its box. */
  onAgendada: () => void;
};

/**
 * Agendar envio (ADR 0038): a text that goes to the contact at the chosen time, through the same
 * channel as any reply, even if nobody is signed in; it can be cancelled until it goes.
 */
export function AgendarEnvioDialog({ idChat, open, textoInicial, onClose, onAgendada }: Props) {
  const { agendar } = useAgendadasMutations(idChat);
  const [texto, setTexto] = useState('');
  const [quando, setQuando] = useState<Date | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const dialog = useNativeDialog(open, () => {
    setTexto(textoInicial);
    setQuando(PRESETS_AGENDAR[0]?.at(new Date()) ?? null);
    setErro(null);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return setErro('Escreva a mensagem.');
    if (!quando) return setErro('Informe a data e a hora.');
    agendar.mutate(
      { texto: texto.trim(), enviarEm: quando },
      {
        onSuccess: (body) => {
          showToast.success(body.message);
          onAgendada();
          onClose();
        },
        onError: (error) => setErro(apiErrorMessage(error, 'Não foi possível agendar a mensagem.')),
      },
    );
  }

  return (
    <dialog ref={dialog} className="inbox-dialog" aria-labelledby={`agendar-${idChat}`} onClose={onClose}>
      <form onSubmit={submit} className="agenda-form">
        <div className="inbox-dialog__header">
          <h2 id={`agendar-${idChat}`}>Agendar envio</h2>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Fechar
          </Button>
        </div>
        <label className="inbox-transfer__field">
          <span>Texto a enviar</span>
          <textarea
            className="inbox-input"
            rows={3}
            maxLength={MENSAGEM_TEXTO_MAX}
            value={texto}
            onChange={(event) => setTexto(event.target.value)}
          />
        </label>
        {open ? <QuandoPicker presets={PRESETS_AGENDAR} onChange={setQuando} legend="Enviar em" /> : null}
        {erro ? (
          <p className="inbox-panel__error" role="alert">
            {erro}
          </p>
        ) : null}
        <div className="inbox-transfer__acoes">
          <Button type="submit" loading={agendar.isPending}>
            Agendar
          </Button>
        </div>
      </form>
    </dialog>
  );
}
