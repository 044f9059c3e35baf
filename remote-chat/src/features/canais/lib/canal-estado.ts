import type { CanalEstado, CanalProvider } from '@colabora/shared/contracts';
import type { BadgeTone } from '@colabora/shared/ui';

/** What each connection state is called on screen, and its badge colour (the text carries the meaning). */
export const CANAL_ESTADO_LABELS: Readonly<Record<CanalEstado, { label: string; tone: BadgeTone }>> = {
  conectado: { label: 'Conectado', tone: 'success' },
  aguardando_qr: { label: 'Aguardando leitura do QR Code', tone: 'warn' },
  desconectado: { label: 'Desconectado', tone: 'neutral' },
  recusado: { label: 'Recusado', tone: 'danger' },
};

/** What to do next, for someone who can connect the channel. */
export const CANAL_ESTADO_AJUDA: Readonly<Record<CanalEstado, string>> = {
  conectado: 'Tudo certo: as mensagens deste número chegam no Chat e as respostas saem por ele.',
  aguardando_qr:
    'No celular do número, abra o WhatsApp › Aparelhos conectados › Conectar um aparelho e aponte a câmera para o QR Code. Ele se renova sozinho.',
  desconectado: 'Toque em Conectar para gerar o QR Code e leia-o com o celular do número.',
  recusado:
    'O WhatsApp encerrou a sessão (o aparelho foi desconectado no celular ou o número foi bloqueado). Toque em Conectar e leia o novo QR Code.',
};

/** The same, for someone who may only look. */
export const CANAL_ESTADO_AJUDA_LEITURA: Readonly<Record<CanalEstado, string>> = {
  conectado: CANAL_ESTADO_AJUDA.conectado,
  aguardando_qr: 'O canal espera a leitura do QR Code no celular do número.',
  desconectado: 'O canal não recebe nem envia mensagens. Peça a quem administra os canais para conectá-lo.',
  recusado: 'O WhatsApp encerrou a sessão deste número. Peça a quem administra os canais para conectá-lo de novo.',
};

export const CANAL_PROVIDER_LABELS: Readonly<Record<CanalProvider, string>> = {
  simulador: 'Simulador',
  evolution: 'Evolution API',
};

/** Steps on the phone, as WhatsApp names them in pt-BR. */
export const WHATSAPP_PASSOS = [
  'Abra o WhatsApp no celular.',
  'Toque em Mais opções (⋮) ou Configurações e depois em Aparelhos conectados.',
  'Toque em Conectar um aparelho e aponte a câmera para este QR Code.',
] as const;
