import { CITACAO_PREVIA_MAX, type Mensagem, type MensagemCitada } from '@colabora/shared/contracts';

const TIPO: Record<Mensagem['tipo'], string> = {
  texto: 'Mensagem',
  imagem: 'Imagem',
  audio: 'Áudio',
  video: 'Vídeo',
  documento: 'Documento',
};

/**
 * A message as the quote above a reply shows it before it is sent (the API answers the same line
 * once it is): its text, or its kind when it has none.
 */
export function citadaDe(mensagem: Mensagem): MensagemCitada {
  return {
    idMensagem: mensagem.idMensagem,
    direcao: mensagem.direcao,
    previa: (mensagem.texto || TIPO[mensagem.tipo]).slice(0, CITACAO_PREVIA_MAX),
  };
}

/**
 * Whether WhatsApp knows the message, so staff may answer or react to it: the contact's, or staff's
 * once it reached the gateway; never a note, a send still going or failed, or one deleted.
 */
export function chegouAoWhatsapp(mensagem: Mensagem): boolean {
  if (mensagem.direcao === 'nota' || mensagem.apagadaEm) return false;
  return mensagem.status !== 'pendente' && mensagem.status !== 'falhou';
}
