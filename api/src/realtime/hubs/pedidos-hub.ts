import { PEDIDOS_EVENTS, PEDIDOS_METHODS } from '@colabora/shared/contracts';
import { groupNames } from '../groups';
import type { HubName, RealtimePrincipal } from '../types';
import { assertOwnInstitution, idArgument } from './hub-arguments';
import type { HubCallContext, HubDefinition } from './hub-definition';
import { HubError } from './hub-error';

export type PedidosHubOptions = {
  /** The Pedidos screen's R grant (checked again at every join: a profile may change). */
  canUseHub: (principal: RealtimePrincipal, hub: HubName) => Promise<boolean>;
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
    institutionGroup: groupNames.pedidos,
    methods: [
      {
        name: PEDIDOS_METHODS.join,
        minArgs: 0,
        maxArgs: 1,
        async handler(context, args) {
          const idInstituicao = institutionOf(context, args);
          if (!(await options.canUseHub(context.principal, 'pedidos'))) {
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
