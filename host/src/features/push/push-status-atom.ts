import { atom } from 'jotai';
import type { PushStatus } from './push-status';

/** The Notificações item's state; desativadas until the server and the browser have been asked. */
export const pushStatusAtom = atom<PushStatus>('desativadas');
pushStatusAtom.debugLabel = 'pushStatusAtom';
