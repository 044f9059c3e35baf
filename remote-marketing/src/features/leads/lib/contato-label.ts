import type { ContatoResumo } from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';

/**
 * What a contact option says: the name and the phone as people read it (E.164's +55 dropped).
 * @example contatoLabel({ nome: 'Maria', telefone: '+5511988887777' }) // → 'Maria · (11) 98888-7777'
 */
export const contatoLabel = (contato: Pick<ContatoResumo, 'nome' | 'telefone'>) =>
  `${contato.nome} · ${maskPhone(contato.telefone.replace(/^\+55/, ''))}`;
