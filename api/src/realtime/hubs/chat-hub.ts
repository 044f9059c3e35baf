import { CHAT_EVENTS, CHAT_HUB_SCREENS, CHAT_METHODS, type ChatHubScreen } from '@colabora/shared/contracts';
import { groupNames } from '../groups';
import { InvocationRateLimiter } from '../invocation-rate-limiter';
import type { GrantedScreens, RealtimePrincipal } from '../types';
import { CHAT_DELIVERY, chatAudiences } from './chat-delivery';
import { assertOwnInstitution, idArgument } from './hub-arguments';
import { HubError } from './hub-error';
import type { HubDefinition } from './hub-definition';
import { joinScreenGroups } from './screen-groups';

export type ChatHubOptions = {
  /** The user's current grants: a room needs its screens' (checked again at every join). */
  grantedScreens: GrantedScreens;
  /** The chat exists in the caller's institution: a room is a chat the user may see. */
  canJoinChat: (principal: RealtimePrincipal, idChat: number) => Promise<boolean>;
  /** Connections one room may hold on this process (bounds every room fan-out). */
  maxRoomConnections: number;
  /** Typing notices per user: sustained per second, and burst. */
  typingPerSecond: number;
  typingBurst: number;
};

/** Users whose typing bucket is kept; past it, idle buckets are forgotten. */
const TYPING_BUCKETS = 1_000;

/** The screens a room needs (JoinRoom), those of the events the room carries. */
const ROOM_SCREENS: readonly ChatHubScreen[] = CHAT_DELIVERY.NewMessage.screens;

/**
 * /chathub (SPEC §7): the events of the chat, leads, funnel, campaigns and WhatsApp screens, each
 * to the connections whose user holds its screen (chat-delivery.ts), plus per-chat rooms.
 */
export function createChatHub(options: ChatHubOptions): HubDefinition {
  // Per user, across all of the user's connections on this process.
  const typing = new Map<number, { limiter: InvocationRateLimiter; usedAt: number }>();
  function mayType(idUsuario: number): boolean {
    const now = performance.now();
    let entry = typing.get(idUsuario);
    if (!entry) {
      if (typing.size >= TYPING_BUCKETS) {
        // A bucket idle for the time it takes to refill is full again: forgetting it changes nothing.
        const refillMs = (options.typingBurst / options.typingPerSecond) * 1000;
        for (const [id, other] of typing) if (now - other.usedAt > refillMs) typing.delete(id);
      }
      entry = { limiter: new InvocationRateLimiter(options.typingPerSecond, options.typingBurst, now), usedAt: now };
      typing.set(idUsuario, entry);
    }
    entry.usedAt = now;
    return entry.limiter.take(now);
  }

  return {
    name: 'chat',
    audiences: chatAudiences,
    onConnected(context) {
      // The grants are the handshake's; negotiate refused a user holding none of these screens.
      joinScreenGroups(context, CHAT_HUB_SCREENS);
    },
    methods: [
      {
        name: CHAT_METHODS.joinRoom,
        minArgs: 2,
        maxArgs: 2,
        async handler(context, [rawChat, rawInstituicao]) {
          const idChat = idArgument(rawChat, 'idChat');
          const own = context.principal.idInstituicao;
          assertOwnInstitution(idArgument(rawInstituicao, 'idInstituicao'), own);
          const granted = await options.grantedScreens(context.principal, 'chat');
          if (!ROOM_SCREENS.every((screen) => granted.includes(screen))) {
            throw new HubError('Acesso negado: seu perfil não permite acessar o chat.');
          }
          if (!(await options.canJoinChat(context.principal, idChat))) {
            throw new HubError('Acesso negado: conversa não encontrada nesta instituição.');
          }
          const room = groupNames.room(own, idChat);
          if (!context.isInGroup(room) && context.groupSize(room) >= options.maxRoomConnections) {
            throw new HubError('Esta conversa tem conexões demais agora. Tente de novo em instantes.');
          }
          context.addToGroup(room);
        },
      },
      {
        name: CHAT_METHODS.leaveRoom,
        minArgs: 2,
        maxArgs: 2,
        handler(context, [rawChat, rawInstituicao]) {
          const idChat = idArgument(rawChat, 'idChat');
          const own = context.principal.idInstituicao;
          assertOwnInstitution(idArgument(rawInstituicao, 'idInstituicao'), own);
          context.removeFromGroup(groupNames.room(own, idChat));
        },
      },
      {
        name: CHAT_METHODS.sendTyping,
        minArgs: 3,
        maxArgs: 3,
        async handler(context, [rawChat, , isTyping]) {
          const idChat = idArgument(rawChat, 'idChat');
          const room = groupNames.room(context.principal.idInstituicao, idChat);
          // Only into a room this connection joined (and so was allowed into).
          if (!context.isInGroup(room)) throw new HubError('Entre na conversa antes de avisar que está digitando.');
          if (!mayType(context.principal.idUsuario)) throw new HubError('Avisos de digitação demais: aguarde.');
          // The name shown is the signed-in user's: a client cannot type as someone else.
          await context.sendToGroup(room, CHAT_EVENTS.userTyping, [context.principal.nome, isTyping === true], {
            exceptConnectionIds: [context.connectionId],
          });
        },
      },
    ],
  };
}
