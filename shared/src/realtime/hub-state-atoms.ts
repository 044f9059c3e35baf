import { HubConnectionState } from './hub-connection-state';
import { atom } from 'jotai';

/** /pedidoshub: one of the five HubConnectionState values. */
export const pedidosHubStateAtom = atom<HubConnectionState>(HubConnectionState.Disconnected);
pedidosHubStateAtom.debugLabel = 'pedidosHubStateAtom';

/** /pedidoshub: connected and in its institution's orders group (SPEC §4: "a connected flag"). */
export const pedidosHubConnectedAtom = atom(false);
pedidosHubConnectedAtom.debugLabel = 'pedidosHubConnectedAtom';

/** /chathub: one of the five HubConnectionState values. */
export const chatHubStateAtom = atom<HubConnectionState>(HubConnectionState.Disconnected);
chatHubStateAtom.debugLabel = 'chatHubStateAtom';

/** /chathub: false while reconnecting (SPEC §4). */
export const chatHubConnectedAtom = atom(false);
chatHubConnectedAtom.debugLabel = 'chatHubConnectedAtom';
