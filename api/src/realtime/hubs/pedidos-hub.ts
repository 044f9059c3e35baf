import { HUB_SCREENS, PEDIDOS_EVENTS, PEDIDOS_METHODS } from '@colabora/shared/contracts';
import { groupNames } from '../groups';
import type { GrantedScreens } from '../types';
import { assertOwnInstitution, idArgument } from './hub-arguments';
import type { HubCallContext, HubDefinition } from './hub-definition';
import { HubError } from './hub-error';
import { joinScreenGroups } from './screen-groups';

export type PedidosHubOptions = {
  /** The user's current grants: the orders group needs the Pedidos screen's (checked again at every join). */
  grantedScreens: GrantedScreens;
};

/** The caller's institution; a client that names one (as the seed may) must name its own. */
function institutionOf(context: HubCallContext, args: readonly unknown[]): number {
  const own = context.principal.idInstituicao;
  if (args.length > 0 && args[0] !== null && args[0] !== undefined) {
    assertOwnInstitution(idArgument(args[0], 'idInstituicao'), own);
  }
  return own;
}

/** /pedidoshub (SPEC §7): the orders group of the caller's institution, for those who may see orders. */
export function createPedidosHub(options: PedidosHubOptions): HubDefinition {
  return {
    name: 'pedidos',
    // Orders go to the group joined with JoinPedidosGroup (SPEC §4); a direct send, to the
    // connections holding the screen.
    audiences: (idInstituicao, _event, args, send) => [
      {
        groups: [
          send === 'institution' ? groupNames.pedidos(idInstituicao) : groupNames.screen(idInstituicao, 'pedidos'),
        ],
        exceptGroups: [],
        args,
      },
    ],
    onConnected: (context) => joinScreenGroups(context, HUB_SCREENS.pedidos),
    methods: [
      {
        name: PEDIDOS_METHODS.join,
        minArgs: 0,
        maxArgs: 1,
        async handler(context, args) {
          const idInstituicao = institutionOf(context, args);
          if (!(await options.grantedScreens(context.principal, 'pedidos')).includes('pedidos')) {
            throw new HubError('Acesso negado: seu perfil não permite ver os pedidos.');
          }
          context.addToGroup(groupNames.pedidos(idInstituicao));
          context.sendToCaller(PEDIDOS_EVENTS.joinedPedidosGroup, [idInstituicao]);
        },
      },
      {
        name: PEDIDOS_METHODS.leave,
        minArgs: 0,
        maxArgs: 1,
        handler(context, args) {
          context.removeFromGroup(groupNames.pedidos(institutionOf(context, args)));
        },
      },
    ],
  };
}
