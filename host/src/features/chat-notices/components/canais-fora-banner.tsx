import type { CanalFora } from '@colabora/shared/contracts/chat-avisos';
import { formatTimeOrDayMonth } from '@colabora/shared/format';
import { useCanOpen } from '@colabora/shared/query';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from '@colabora/shared/router';

/** The shell's place for it: the top of the main area, on every screen (app-shell.tsx). */
export const CANAIS_FORA_SLOT_ID = 'avisos-do-canal';

const CANAIS_PATH = '/whatsapp-qrcode';

/**
 * "WhatsApp 'Loja Centro' desconectado desde 14:02 — Reconectar" (issue #26, ADR 0033): each
 * channel that was connected and is down, at the top of every screen, for everyone with the Chat
 * screen; gone as soon as it is back (CanalAtualizado). The link leads to the channels screen for
 * those who may open it; the others are told who can.
 */
export function CanaisForaBanner({ canaisFora }: { canaisFora: readonly CanalFora[] }) {
  return canaisFora.length ? <Banner canaisFora={canaisFora} /> : null;
}

function Banner({ canaisFora }: { canaisFora: readonly CanalFora[] }) {
  const canReconnect = useCanOpen(CANAIS_PATH);
  const { pathname } = useLocation();
  // Looked up after mounting: the shell's slot is in the document by then, whatever mounted first.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(CANAIS_FORA_SLOT_ID)), []);
  if (!slot) return null;
  const onCanais = pathname.startsWith(CANAIS_PATH);
  return createPortal(
    <div className="canais-fora" role="status" aria-label="Canais de WhatsApp desconectados">
      {canaisFora.map((canal) => (
        <p key={canal.idCanal} className="canais-fora__item">
          <span className="canais-fora__texto">
            WhatsApp ‘{canal.nome}’ desconectado desde {formatTimeOrDayMonth(canal.desde)}: mensagens dos contatos
            chegam quando ele voltar.
          </span>{' '}
          {onCanais ? null : canReconnect ? (
            <Link className="canais-fora__link" to={CANAIS_PATH}>
              Reconectar
            </Link>
          ) : (
            <span className="canais-fora__quem">Peça a quem gerencia os canais para reconectar.</span>
          )}
        </p>
      ))}
    </div>,
    slot,
  );
}
