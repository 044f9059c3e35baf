/*
 * What the Notificações item says (issue #27): the server's registration (SPEC §4) and this
 * browser's answer, in pt-BR. A refusal is its own state: the item never claims notifications are
 * on when the browser blocks them here.
 */

export type PushStatus = 'ativadas' | 'desativadas' | 'bloqueadas' | 'indisponiveis';

export const PUSH_STATUS_LABELS: Readonly<Record<PushStatus, string>> = {
  ativadas: 'Ativadas',
  desativadas: 'Desativadas',
  bloqueadas: 'Bloqueadas',
  indisponiveis: 'Indisponíveis',
};

/** This browser's notification permission, or `unsupported` when it has no Notification API. */
export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserPermission(): BrowserPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * The item's state: the browser's refusal or lack of support first (nothing can arrive here then),
 * else what the server says of the user's registration.
 * @example pushStatusFor(true, 'denied') // → 'bloqueadas'
 */
export function pushStatusFor(registeredOnServer: boolean, permission: BrowserPermission): PushStatus {
  if (permission === 'unsupported') return 'indisponiveis';
  if (permission === 'denied') return 'bloqueadas';
  return registeredOnServer ? 'ativadas' : 'desativadas';
}
