import { playSound } from './play-sound';
import { readSoundConfig, type SoundConfig } from './sound-config';

type SoundEvent = 'novoPedidoSound' | 'statusUpdateSound' | 'novoChatSound';

function playConfigured(event: SoundEvent, config: SoundConfig): boolean {
  return config.enabled && playSound(config[event], config.volume);
}

/**
 * The new-order sound chosen in Configurações, at the chosen volume; nothing when sounds are off.
 *
 * @example
 * connection.on('NovoPedido', () => playNovoPedidoSound());
 */
export function playNovoPedidoSound(config: SoundConfig = readSoundConfig()): boolean {
  return playConfigured('novoPedidoSound', config);
}

/**
 * The order-status sound chosen in Configurações ('soft-bell' by default, which plays the
 * notification tone); nothing when sounds are off.
 *
 * @example
 * connection.on('StatusPedidoAtualizado', () => playStatusUpdateSound());
 */
export function playStatusUpdateSound(config: SoundConfig = readSoundConfig()): boolean {
  return playConfigured('statusUpdateSound', config);
}

type InstitutionId = number | string | null | undefined;

/**
 * The new-chat sound, only for a chat of the user's own institution (SPEC §6); nothing when sounds
 * are off or either id is missing. Ids compare by value, so 7 and '7' (the legacy `idInstituicao`
 * in localStorage is a string) match.
 *
 * @example
 * connection.on('NewChatCreated', (chat) => playNovoChatSound(chat.idInstituicao, usuario.idInstituicao));
 */
export function playNovoChatSound(
  idInstituicaoDoChat: InstitutionId,
  idInstituicaoDoUsuario: InstitutionId,
  config: SoundConfig = readSoundConfig(),
): boolean {
  if (idInstituicaoDoChat === null || idInstituicaoDoChat === undefined || idInstituicaoDoChat === '') return false;
  if (String(idInstituicaoDoChat) !== String(idInstituicaoDoUsuario)) return false;
  return playConfigured('novoChatSound', config);
}
