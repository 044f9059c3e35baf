import { maskPhone } from './mask-phone';

/** What a contact without a known phone shows where its phone would be (ADR 0035). */
export const SEM_TELEFONE = 'Sem número (WhatsApp ocultou o telefone)';

/**
 * A contact's phone as staff read it: a Brazilian E.164 number masked ('(11) 98888-7777'), any
 * other as given, and for a contact WhatsApp has shown only by its LID (no phone yet) a sentence
 * saying so instead of a blank.
 *
 * @example
 * formatTelefoneContato('+5511988887777') // → '(11) 98888-7777'
 * formatTelefoneContato('+351912345678')  // → '+351912345678'
 * formatTelefoneContato(null)             // → 'Sem número (WhatsApp ocultou o telefone)'
 */
export function formatTelefoneContato(e164: string | null | undefined): string {
  if (!e164) return SEM_TELEFONE;
  return e164.startsWith('+55') ? maskPhone(e164.slice(3)) : e164;
}
