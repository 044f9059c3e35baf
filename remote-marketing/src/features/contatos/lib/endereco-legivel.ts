import type { ContatoEndereco } from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';

/**
 * A contact's other WhatsApp address as people read it (ADR 0035): a merged contact's phone, or
 * WhatsApp's LID.
 * @example enderecoLegivel({ tipo: 'telefone', valor: '11988887777' }) // → '(11) 98888-7777 (de um contato mesclado)'
 */
export function enderecoLegivel(endereco: ContatoEndereco): string {
  return endereco.tipo === 'telefone'
    ? `${maskPhone(endereco.valor)} (de um contato mesclado)`
    : `Identificador do WhatsApp (LID) ${endereco.valor}`;
}
