import type { MenuItem } from '@colabora/shared/contracts/menu';

/**
 * The screens a reception desk reaches for, most used first: orders arriving, chats, today's
 * birthdays, the catalogue, then contacts. Only those the user's menu grants are shown.
 */
export const RECEPTION_ROUTES = [
  'pedidos',
  'chat',
  'aniversariantes',
  'produto-servico',
  'leads',
  'whatsapp-qrcode',
  'usuarios',
] as const;

const key = (rota: string) => rota.replace(/^\//, '');

/** The user's menu items useful at reception, in RECEPTION_ROUTES order. */
export function receptionItems(items: readonly MenuItem[]): MenuItem[] {
  return RECEPTION_ROUTES.flatMap((rota) => items.filter((item) => key(item.rota) === rota));
}
