import type { ContatoPagina } from '@colabora/shared/contracts';

type Consentimento = ContatoPagina['contato']['consentimento'];

/** A consent counts only when recorded: a contact never asked says neither yes nor no. */
const registrado = (c: Consentimento) => c.em !== null && c.origem !== null;

/**
 * The marketing consent the contact that stays will have, by the API's rule (ADR 0035): a recorded
 * "não" on either side wins; a "sim" recorded only on the other is carried over.
 * @example consentimentoMesclado(sim, naoRegistrado) // → false
 */
export function consentimentoMesclado(fica: Consentimento, sai: Consentimento): boolean {
  if ((registrado(fica) && !fica.marketing) || (registrado(sai) && !sai.marketing)) return false;
  if (registrado(fica)) return fica.marketing;
  return registrado(sai) ? sai.marketing : fica.marketing;
}

/** The other contact's custom fields the one that stays lacks (they are carried over). */
export const camposHerdados = (fica: ContatoPagina, sai: ContatoPagina): string[] =>
  Object.keys(sai.contato.campos).filter((campo) => !(campo in fica.contato.campos));

/** Both contacts' tags, once each, the one that stays first. */
export const etiquetasUnidas = (fica: ContatoPagina, sai: ContatoPagina): string[] => [
  ...new Set([...fica.contato.tags, ...sai.contato.tags]),
];
