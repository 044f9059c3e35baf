import { maskPhone } from './mask-phone';

/** What a contact without a known phone shows where its phone would be (ADR 0035). */
export const SEM_TELEFONE = 'Sem número (WhatsApp ocultou o telefone)';

/**
 * A contact's phone as staff read it: a Brazilian number (E.164 or national digits) masked ('(11) 98888-7777'), any
 * other as given, and for a contact WhatsApp has shown only by its LID (no phone yet) a sentence
 * saying so instead of a blank.
 *
 * @example
 * formatTelefoneContato('+5511988887777') // → '(11) 98888-7777'
 * formatTelefoneContato('11988887777')    // → '(11) 98888-7777'
 * formatTelefoneContato('+351912345678')  // → '+351912345678'
 * formatTelefoneContato(null)             // → 'Sem número (WhatsApp ocultou o telefone)'
 */
export function formatTelefoneContato(telefone: string | null | undefined): string {
  if (!telefone) return SEM_TELEFONE;
  if (telefone.startsWith('+55')) return maskPhone(telefone.slice(3));
  // National digits (DDD + number), as some lists answer them.
  return /^\d{10,11}$/.test(telefone) ? maskPhone(telefone) : telefone;
}
