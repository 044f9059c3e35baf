import { atom } from 'jotai';

/** SPEC §4: OFF until the server says the user has a push registration. */
export type PushStatus = 'OK' | 'OFF';

export const pushStatusAtom = atom<PushStatus>('OFF');
pushStatusAtom.debugLabel = 'pushStatusAtom';
