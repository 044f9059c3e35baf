import { formatTelefoneContato } from '@colabora/shared/format';

/**
 * What a contact option says: the name and the phone as people read it (E.164's +55 dropped).
 * @example contatoLabel({ nome: 'Maria', telefone: '+5511988887777' }) // → 'Maria · (11) 98888-7777'
 */
export const contatoLabel = (contato: { nome: string; telefone: string | null }) =>
  `${contato.nome} · ${formatTelefoneContato(contato.telefone)}`;
