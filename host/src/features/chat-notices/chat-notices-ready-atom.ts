import { atom } from 'jotai';

/**
 * True once the chat hub has first connected in this page (start-realtime.ts sets it). The notices
 * start then: after the first screen (ADR 0024: the hubs wait for it), and with the hub already
 * delivering, so the count they ask for misses no event.
 */
export const chatNoticesReadyAtom = atom(false);
chatNoticesReadyAtom.debugLabel = 'chatNoticesReadyAtom';
