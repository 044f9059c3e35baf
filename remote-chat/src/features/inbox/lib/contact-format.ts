import { formatTelefoneContato } from '@colabora/shared/format';

/*
 * A contact as the inbox writes it. Times of messages and conversations are shared/format's
 * (formatListTime, formatDaySeparator, formatTime: São Paulo's clock).
 */

/**
 * '+5511988887777' → '(11) 98888-7777' (Brazilian numbers; anything else as given); a contact
 * WhatsApp showed only by its LID (no phone yet) says so (shared/format, ADR 0035).
 */
export const formatTelefone = (e164: string | null): string => formatTelefoneContato(e164);

/** Up to two initials of a name, for the avatar. */
export function initials(nome: string): string {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
