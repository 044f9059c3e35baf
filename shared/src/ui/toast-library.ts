import { atom } from 'jotai';
import { appStore } from '../session/app-store';

/*
 * react-hot-toast and goober, its CSS-in-JS (about 12 KB raw, 5 KB br), in a file of their own
 * (issue #25, session 14): the host's start (which every signed-in screen downloads before it can
 * draw) carried them although no toast shows before the first screen does, unless a request fails.
 * The Toaster mounts once the first screen is shown, or at the first toast if one comes earlier.
 */

type ToastLibrary = typeof import('react-hot-toast');

let library: Promise<ToastLibrary> | undefined;

/** The library, fetched once; every toast and the Toaster go through this one copy (one store). */
export function loadToastLibrary(): Promise<ToastLibrary> {
  library ??= import(/* webpackChunkName: "toasts" */ 'react-hot-toast');
  return library;
}

/** Set by the first toast: the Toaster mounts then even if the first screen is not shown yet. */
export const toastAskedAtom = atom(false);

export function noteToastAsked(): void {
  if (!appStore.get(toastAskedAtom)) appStore.set(toastAskedAtom, true);
}
