import * as contractsModule from '@colabora/shared/contracts';

type Contracts = typeof contractsModule;

/**
 * @colabora/shared has no "type": "module", so under tsx its .ts sources load as CommonJS and
 * Node's ESM loader cannot see their named exports (only `default`). Resolve both shapes here,
 * once, so the realtime server keeps using the shared names whichever way the package is loaded.
 */
const contracts: Contracts =
  'HUB_PATHS' in contractsModule ? contractsModule : (contractsModule as unknown as { default: Contracts }).default;

export const { HUB_PATHS, PEDIDOS_EVENTS, PEDIDOS_METHODS, CHAT_EVENTS, CHAT_METHODS } = contracts;
