import { LEAD_ORIGENS, type Lead, type LeadInput } from '@colabora/shared/contracts';
import { maskMoney, onlyDigits, parseMoney } from '@colabora/shared/format';
import * as v from 'valibot';
import { contatoLabel } from './contato-label';

/** What the form holds: text as typed (masked money, ids as option values), turned into a LeadInput. */
export type LeadFormValues = {
  contatoModo: 'existente' | 'novo';
  idContato: number | null;
  contatoBusca: string;
  nome: string;
  telefone: string;
  idEtapa: string;
  valor: string;
  idResponsavel: string;
  previsaoFechamento: string;
  origem: (typeof LEAD_ORIGENS)[number];
  observacoes: string;
};

const TELEFONE = /^[\d\s()+.-]{10,20}$/;

/** The form's schema: its own messages per field, and the body of POST/PUT /api/leads as output. */
export const leadFormSchema = v.pipe(
  v.object({
    contatoModo: v.picklist(['existente', 'novo']),
    idContato: v.nullable(v.number()),
    contatoBusca: v.string(),
    nome: v.string(),
    telefone: v.string(),
    idEtapa: v.pipe(v.string(), v.nonEmpty('Escolha a etapa.')),
    valor: v.string(),
    idResponsavel: v.string(),
    previsaoFechamento: v.string(),
    origem: v.picklist(LEAD_ORIGENS, 'Escolha a origem.'),
    observacoes: v.pipe(v.string(), v.maxLength(2000, 'Observações: no máximo 2000 caracteres.')),
  }),
  v.forward(
    v.check((input) => input.contatoModo !== 'existente' || input.idContato !== null, 'Escolha um contato da lista.'),
    ['contatoBusca'],
  ),
  v.forward(
    v.check((input) => input.contatoModo !== 'novo' || input.nome.trim().length > 0, 'Informe o nome do contato.'),
    ['nome'],
  ),
  v.forward(
    v.check((input) => input.contatoModo !== 'novo' || TELEFONE.test(input.telefone), 'Informe o telefone com DDD.'),
    ['telefone'],
  ),
  v.forward(
    v.check((input) => {
      const valor = parseMoney(input.valor);
      return valor !== null && valor <= 100_000_000;
    }, 'Valor inválido.'),
    ['valor'],
  ),
  v.transform((input): LeadInput => ({
    contato:
      input.contatoModo === 'existente'
        ? { idContato: input.idContato ?? 0 }
        : { nome: input.nome.trim(), telefone: onlyDigits(input.telefone) },
    idEtapa: Number(input.idEtapa),
    valorCentavos: Math.round((parseMoney(input.valor) ?? 0) * 100),
    idResponsavel: input.idResponsavel ? Number(input.idResponsavel) : null,
    previsaoFechamento: input.previsaoFechamento || null,
    origem: input.origem,
    observacoes: input.observacoes.trim() || null,
  })),
);

/** A new lead: an existing contact to search, the first stage, no value yet. */
export function emptyLeadValues(idEtapa: number | undefined): LeadFormValues {
  return {
    contatoModo: 'existente',
    idContato: null,
    contatoBusca: '',
    nome: '',
    telefone: '',
    idEtapa: idEtapa ? String(idEtapa) : '',
    valor: '',
    idResponsavel: '',
    previsaoFechamento: '',
    origem: 'whatsapp',
    observacoes: '',
  };
}

/** The lead being edited, as the form shows it. */
export function leadToValues(lead: Lead): LeadFormValues {
  return {
    contatoModo: 'existente',
    idContato: lead.contato.idContato,
    contatoBusca: contatoLabel(lead.contato),
    nome: '',
    telefone: '',
    idEtapa: String(lead.idEtapa),
    valor: maskMoney(String(lead.valorCentavos)),
    idResponsavel: lead.responsavel ? String(lead.responsavel.idUsuario) : '',
    previsaoFechamento: lead.previsaoFechamento ?? '',
    origem: lead.origem,
    observacoes: lead.observacoes ?? '',
  };
}
