import {
  CAMPOS_CONTATO_LIMITES,
  CAMPOS_CONTATO_MESSAGES,
  campoContatoChaveSchema,
  campoContatoValorSchema,
  LEAD_ORIGENS,
  type Lead,
  type LeadInput,
} from '@colabora/shared/contracts';
import { moneyFieldText, onlyDigits, parseMoney } from '@colabora/shared/format';
import * as v from '@colabora/shared/schema';
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
  /** The contact's custom fields, a row each; blank rows are left out. */
  campos: CampoLinha[];
  /** The contact's fields are loaded (editing a lead): sent even when emptied, so removals stick. */
  editarCampos: boolean;
};

/** A custom field as the form edits it. */
export type CampoLinha = { chave: string; valor: string };

export const CAMPOS_FORM_MESSAGES = {
  semNome: 'Informe o nome do campo.',
  repetido: 'Cada campo aparece uma vez: há nomes repetidos.',
} as const;

const blank = (linha: CampoLinha) => !linha.chave.trim() && !linha.valor.trim();

/** A row: the contract's rules on the name and the value, with the message beside the field. */
const campoLinhaSchema = v.pipe(
  v.object({ chave: v.string(), valor: campoContatoValorSchema }),
  v.forward(
    v.check((linha) => Boolean(linha.chave.trim()) || blank(linha), CAMPOS_FORM_MESSAGES.semNome),
    ['chave'],
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      const chave = dataset.typed ? dataset.value.chave.trim() : '';
      if (!chave) return;
      const result = v.safeParse(campoContatoChaveSchema, chave);
      if (!result.success) addIssue({ message: result.issues[0].message });
    }),
    ['chave'],
  ),
);

/** The filled rows as the API's `campos`. */
export function camposOf(linhas: readonly CampoLinha[]): Record<string, string> {
  return Object.fromEntries(
    linhas.filter((linha) => !blank(linha)).map((linha) => [linha.chave.trim(), linha.valor.trim()]),
  );
}

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
    campos: v.pipe(
      v.array(campoLinhaSchema),
      v.check((linhas) => {
        const chaves = linhas.filter((linha) => !blank(linha)).map((linha) => linha.chave.trim());
        return new Set(chaves).size === chaves.length;
      }, CAMPOS_FORM_MESSAGES.repetido),
      v.check(
        (linhas) => linhas.filter((linha) => !blank(linha)).length <= CAMPOS_CONTATO_LIMITES.max,
        CAMPOS_CONTATO_MESSAGES.max,
      ),
    ),
    editarCampos: v.boolean(),
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
  v.transform((input): LeadInput => {
    const campos = camposOf(input.campos);
    // A new contact's empty editor says nothing: a contact found by its phone keeps its fields.
    const enviarCampos = input.editarCampos || (input.contatoModo === 'novo' && Object.keys(campos).length > 0);
    return {
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
      ...(enviarCampos ? { campos } : {}),
    };
  }),
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
    campos: [],
    editarCampos: false,
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
    valor: moneyFieldText(lead.valorCentavos / 100),
    idResponsavel: lead.responsavel ? String(lead.responsavel.idUsuario) : '',
    previsaoFechamento: lead.previsaoFechamento ?? '',
    origem: lead.origem,
    observacoes: lead.observacoes ?? '',
    campos: Object.entries(lead.contato.campos)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([chave, valor]) => ({ chave, valor })),
    editarCampos: true,
  };
}
