import { takeInstallPrompt } from '../../acesso-login/handoff';

/** The install flow's texts, verbatim from SPEC §2. */
export const INSTALL_MESSAGES = {
  alreadyInstalled: 'O aplicativo já está instalado!',
  installed: 'Aplicativo instalado com sucesso!',
  failed: 'Erro ao instalar o aplicativo. Tente novamente.',
} as const;

type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredPrompt: BeforeInstallPromptEvent | null = null;

/** Captures the browser's install prompt so the menu can show it later. Call once at start. */
export function captureInstallPrompt(target: Window = window): void {
  // The sign-in page's first-load script keeps one that fired before the app loaded.
  deferredPrompt = (takeInstallPrompt(target) as BeforeInstallPromptEvent | null) ?? deferredPrompt;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    deferredPrompt = null;
  });
}

export function isAppInstalled(target: Window = window): boolean {
  const standalone = (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || target.matchMedia?.('(display-mode: standalone)').matches === true;
}

export type InstallOutcome = 'already-installed' | 'manual' | 'installed' | 'dismissed' | 'failed';

/** Runs the four cases of the install flow (SPEC §2) and tells the caller which one happened. */
export async function runInstallFlow(target: Window = window): Promise<InstallOutcome> {
  if (isAppInstalled(target)) return 'already-installed';
  const prompt = deferredPrompt;
  if (!prompt) return 'manual';
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    deferredPrompt = null;
    return choice.outcome === 'accepted' ? 'installed' : 'dismissed';
  } catch {
    return 'failed';
  }
}

export type Platform = 'ios' | 'android' | 'desktop';

export function detectPlatform(userAgent: string): Platform {
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/android/i.test(userAgent)) return 'android';
  return 'desktop';
}
