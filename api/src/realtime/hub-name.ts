import { HUB_PATHS } from '@colabora/shared/contracts';

/** The two hubs of the app (SPEC §7), keyed as in HUB_PATHS. */
export type HubName = keyof typeof HUB_PATHS;

export const HUB_NAMES = Object.keys(HUB_PATHS) as HubName[];

export function hubPath(hub: HubName): string {
  return HUB_PATHS[hub];
}
