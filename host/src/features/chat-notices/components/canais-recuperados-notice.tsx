import {
  RECUPERACAO_AVISO_HORAS,
  recuperadasTexto,
  type CanalRecuperado,
} from '@colabora/shared/contracts/chat-avisos';
import { formatTimeOrDayMonth } from '@colabora/shared/format';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from '@colabora/shared/router';
import { isChatScreen } from '../chat-notice-rules';
import { CANAIS_FORA_SLOT_ID } from './canais-fora-banner';

/** Where the notices this browser closed are remembered (per channel and reconciliation). */
const FECHADOS_KEY = 'colabora:canais-recuperados-fechados';

const chave = (canal: CanalRecuperado) => `${canal.idCanal}@${canal.em}`;

function lerFechados(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FECHADOS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * "12 mensagens recebidas enquanto o canal ‘Loja Centro’ estava desconectado" (issue #26, ADR
 * 0036): after a reconnect, or after the API restarted, the reconciliation fetched what the
 * contacts sent meanwhile; staff are told at the top of the chat (the inbox and its conversations),
 * where those messages are, until they close it (remembered in this browser) or
 * RECUPERACAO_AVISO_HORAS pass. Other screens get the usual toast of each new message instead.
 */
export function CanaisRecuperadosNotice({ recuperados }: { recuperados: readonly CanalRecuperado[] }) {
  const [fechados, setFechados] = useState(lerFechados);
  const { pathname } = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(CANAIS_FORA_SLOT_ID)), []);
  const limite = Date.now() - RECUPERACAO_AVISO_HORAS * 3_600_000;
  const visiveis = recuperados.filter((canal) => !fechados.includes(chave(canal)) && Date.parse(canal.em) > limite);
  if (!slot || !visiveis.length || !isChatScreen(pathname)) return null;
  const fechar = (canal: CanalRecuperado) => {
    // Only the notices still current are kept: the list never grows past the channels.
    const next = [...fechados.filter((item) => recuperados.some((other) => chave(other) === item)), chave(canal)];
    setFechados(next);
    try {
      localStorage.setItem(FECHADOS_KEY, JSON.stringify(next));
    } catch {
      // A browser without storage closes it for this page only.
    }
  };
  return createPortal(
    <div className="canais-recuperados" role="status" aria-label="Mensagens recebidas com o canal desconectado">
      {visiveis.map((canal) => (
        <p key={chave(canal)} className="canais-recuperados__item">
          <span>
            {recuperadasTexto(canal)} (buscadas às {formatTimeOrDayMonth(canal.em)}).
          </span>{' '}
          <button type="button" className="canais-recuperados__fechar" onClick={() => fechar(canal)}>
            Fechar
          </button>
        </p>
      ))}
    </div>,
    slot,
  );
}
