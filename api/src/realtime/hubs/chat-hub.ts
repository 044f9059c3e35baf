import { CHAT_EVENTS, CHAT_METHODS } from '@colabora/shared/contracts';
import { groupNames } from '../groups';
import type { RealtimePrincipal } from '../types';
import { assertOwnInstitution, idArgument } from './hub-arguments';
import { HubError } from './hub-error';
import type { HubDefinition } from './hub-definition';

export type ChatHubOptions = {
  /** Extra check beyond the institution (e.g. the chat exists in it). */
  canJoinChat?: (principal: RealtimePrincipal, idChat: number) => Promise<boolean>;
};

/** /chathub (SPEC §7): institution-wide chat events plus per-chat rooms. */
export function createChatHub(options: ChatHubOptions = {}): HubDefinition {
  return {
    name: 'chat',
    institutionGroup: groupNames.chatInstitution,
    onConnected(context) {
      context.addToGroup(groupNames.chatInstitution(context.principal.idInstituicao));
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
          if (options.canJoinChat && !(await options.canJoinChat(context.principal, idChat))) {
            throw new HubError('Acesso negado: conversa não encontrada.');
          }
          context.addToGroup(groupNames.room(own, idChat));
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
          // The name shown is the signed-in user's: a client cannot type as someone else.
          await context.sendToGroup(
            groupNames.room(context.principal.idInstituicao, idChat),
            CHAT_EVENTS.userTyping,
            [context.principal.nome, isTyping === true],
            { exceptConnectionIds: [context.connectionId] },
          );
        },
      },
    ],
  };
}
