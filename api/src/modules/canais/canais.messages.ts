/** What the channel routes answer, shown verbatim on the WhatsApp screen (pt-BR). */
export const CANAIS_MESSAGES = {
  notFound: 'Canal não encontrado.',
  webhookUnauthorized: 'Webhook não autorizado: segredo do canal ausente ou inválido.',
  notSimulador: 'Este canal não é um simulador.',
  disconnected: 'O canal está desconectado: conecte-o lendo o QR Code.',
  noQr: 'Nenhum QR Code aguardando leitura: conecte o canal primeiro.',
  queued:
    'O canal está desconectado: a mensagem do contato ficou no celular e chega quando o canal reconectar (leia o QR Code).',
} as const;
