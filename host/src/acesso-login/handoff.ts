/*
 * How the sign-in page's first-load script hands the page to the app (ADR 0014). The script
 * (enhance-login.ts) makes the prerendered /acesso usable with a few KB; the app's bundle loads
 * on the first interaction and, before hydrating, asks the script to put the DOM back exactly as
 * it was rendered at build time.
 */

/** Where the script publishes its handle on `window`. */
export const HANDOFF_KEY = '__colaboraAcessoLogin';
/** Where the script keeps the browser's install prompt if it fired before the app loaded. */
export const INSTALL_PROMPT_KEY = '__colaboraInstallPrompt';

export type AcessoLoginHandoff = {
  /**
   * Stops the script and restores the prerendered DOM (what was typed stays). Resolves once no
   * sign-in is in flight, with the button the user pressed that the script could not handle
   * (the menu toggle, "Instalar Aplicativo"), for the app to press again once it runs.
   */
  release(): Promise<{ replay: HTMLElement | null }>;
};

type HandoffWindow = Window & { [HANDOFF_KEY]?: AcessoLoginHandoff; [INSTALL_PROMPT_KEY]?: Event };

export function publishHandoff(handoff: AcessoLoginHandoff, target: Window = window): void {
  (target as HandoffWindow)[HANDOFF_KEY] = handoff;
}

/** The script's handle, once: a second call finds nothing. */
export function takeHandoff(target: Window = window): AcessoLoginHandoff | null {
  const holder = target as HandoffWindow;
  const handoff = holder[HANDOFF_KEY] ?? null;
  delete holder[HANDOFF_KEY];
  return handoff;
}

export function keepInstallPrompt(event: Event, target: Window = window): void {
  (target as HandoffWindow)[INSTALL_PROMPT_KEY] = event;
}

/** The install prompt the script kept, once. */
export function takeInstallPrompt(target: Window = window): Event | null {
  const holder = target as HandoffWindow;
  const event = holder[INSTALL_PROMPT_KEY] ?? null;
  delete holder[INSTALL_PROMPT_KEY];
  return event;
}
