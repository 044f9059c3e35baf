import type { Chat } from '@colabora/shared/contracts';
import { formatDayMonthTime } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useState } from 'react';
import { useAdiamento } from '../api/adiamento';
import { AdiarDialog, EtiquetasDialog } from './after-first-screen';
import { EtiquetaChip } from './etiqueta-chip';

type Props = { chat: Chat; canUpdate: boolean };

/**
 * The header's agenda (ADR 0038): the conversation's labels with "Etiquetas" to change them, and
 * "Adiar" (or, while snoozed, until when and "Trazer de volta"). Read-only users see the labels
 * and the snooze, not the buttons.
 */
export function AgendaHeaderActions({ chat, canUpdate }: Props) {
  const [adiando, setAdiando] = useState(false);
  const [etiquetando, setEtiquetando] = useState(false);
  const { trazer } = useAdiamento(chat.idChat);

  return (
    <div className="agenda-header">
      {chat.etiquetas?.map((etiqueta) => (
        <EtiquetaChip key={etiqueta.idEtiqueta} etiqueta={etiqueta} />
      ))}
      {canUpdate ? (
        <Button size="sm" variant="ghost" className="agenda-header__botao" onClick={() => setEtiquetando(true)}>
          {chat.etiquetas?.length ? 'Etiquetas' : '+ Etiqueta'}
        </Button>
      ) : null}
      {chat.adiadaAte ? (
        <span className="agenda-header__adiada">Adiada até {formatDayMonthTime(chat.adiadaAte)}</span>
      ) : null}
      {canUpdate && chat.adiadaAte ? (
        <Button
          size="sm"
          variant="ghost"
          className="agenda-header__botao"
          loading={trazer.isPending}
          onClick={() =>
            trazer.mutate(undefined, {
              onSuccess: (body) => showToast.success(body.message),
              onError: (error) =>
                showToast.error(apiErrorMessage(error, 'Não foi possível trazer a conversa de volta.')),
            })
          }
        >
          Trazer de volta
        </Button>
      ) : null}
      {canUpdate && !chat.adiadaAte ? (
        <Button size="sm" variant="ghost" className="agenda-header__botao" onClick={() => setAdiando(true)}>
          Adiar
        </Button>
      ) : null}
      {canUpdate && adiando ? <AdiarDialog chat={chat} open onClose={() => setAdiando(false)} /> : null}
      {canUpdate && etiquetando ? <EtiquetasDialog chat={chat} open onClose={() => setEtiquetando(false)} /> : null}
    </div>
  );
}
