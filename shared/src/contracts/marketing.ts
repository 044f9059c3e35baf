import * as v from '@colabora/shared/schema';
import { camposContatoSchema } from './contatos-campos';
import { queryIntSchema, requiredMultilineSchema, requiredTextSchema } from './admin/common';
import { cleanText } from './clean-text';
import { CONSENTIMENTO_ORIGENS } from './consentimento';
import { pageSchema } from './page';
import { idRef, idText } from './route-params';

/*
 * Marketing I (screens 'leads', 'funil', 'aniversariantes'; DESIGN §5b): contacts are the one
 * audience; a lead is a contact in the institution's funnel; birthdays greet contacts with consent.
 * Money in centavos, dates as yyyy-mm-dd, instants as ISO strings, phones in E.164.
 */

const intSchema = v.pipe(v.number(), v.integer());
const instantSchema = v.string();
const isoDateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD.'));

/* ── Contacts as one audience ─────────────────────────────────────────────────────────────── */

/** A contact's marketing consent: given (and when, how) or revoked (and when, how). */
export const consentimentoSchema = v.strictObject({
  marketing: v.boolean(),
  em: v.nullable(instantSchema),
  origem: v.nullable(v.picklist(CONSENTIMENTO_ORIGENS)),
});
export type Consentimento = v.InferOutput<typeof consentimentoSchema>;

/** The custom fields as the API answers them (written through camposContatoSchema). */
const camposContatoLidosSchema = v.record(v.string(), v.string());

/** A contact as marketing sees it (leads, birthdays, audiences). */
export const contatoAudienciaSchema = v.strictObject({
  idContato: intSchema,
  nome: v.string(),
  /** E.164; null: known only by its WhatsApp LID so far (ADR 0035). */
  telefone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  dataNascimento: v.nullable(v.string()),
  tags: v.array(v.string()),
  responsavel: v.nullable(v.strictObject({ idUsuario: intSchema, nome: v.string() })),
  consentimento: consentimentoSchema,
  /** Custom fields (campaign variables such as {cidade}). */
  campos: camposContatoLidosSchema,
});
export type ContatoAudiencia = v.InferOutput<typeof contatoAudienciaSchema>;

/** A tag: lowercase words, digits and hyphens ("cliente-vip"). */
export const tagSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9à-ú][a-z0-9à-ú-]{0,39}$/, 'Etiqueta: até 40 letras, números ou hífens, sem espaços.'),
);

/** PUT /api/contatos/{id}/consentimento — keyword "SAIR" in the chat revokes with origem 'chat'. */
export const consentimentoInputSchema = v.strictObject({
  marketing: v.boolean(),
  origem: v.picklist(CONSENTIMENTO_ORIGENS, 'Origem do consentimento inválida.'),
});

/* ── Funnel stages ────────────────────────────────────────────────────────────────────────── */

/** `ganho` and `perdido` close a lead; every institution has one of each at least. */
export const ETAPA_TIPOS = ['aberta', 'ganho', 'perdido'] as const;
export type EtapaTipo = (typeof ETAPA_TIPOS)[number];

export const etapaSchema = v.strictObject({
  idEtapa: intSchema,
  nome: v.string(),
  ordem: intSchema,
  tipo: v.picklist(ETAPA_TIPOS),
});
export type Etapa = v.InferOutput<typeof etapaSchema>;

/** POST /api/funil/etapas and PUT /api/funil/etapas/{idEtapa}. */
export const etapaInputSchema = v.strictObject({
  nome: requiredTextSchema('Nome da etapa', 40, 'Informe o nome da etapa.'),
  tipo: v.picklist(ETAPA_TIPOS, 'Tipo de etapa inválido.'),
});
/** PUT /api/funil/etapas/ordem: every stage id, in the new order. */
export const ordemEtapasInputSchema = v.strictObject({
  idsEtapas: v.pipe(v.array(idRef('Etapa')), v.minLength(1)),
});
export const idEtapaParamsSchema = v.strictObject({ idEtapa: idText('idEtapa') });

/* ── Leads ────────────────────────────────────────────────────────────────────────────────── */

export const LEAD_ORIGENS = ['whatsapp', 'balcao', 'site', 'indicacao', 'campanha'] as const;
export type LeadOrigem = (typeof LEAD_ORIGENS)[number];
export const LEAD_ORIGEM_LABELS: Readonly<Record<LeadOrigem, string>> = {
  whatsapp: 'WhatsApp',
  balcao: 'Balcão',
  site: 'Site',
  indicacao: 'Indicação',
  campanha: 'Campanha',
};

export const MOTIVOS_PERDA = ['preco', 'concorrente', 'sem_resposta', 'sem_interesse', 'outro'] as const;
export type MotivoPerda = (typeof MOTIVOS_PERDA)[number];
export const MOTIVO_PERDA_LABELS: Readonly<Record<MotivoPerda, string>> = {
  preco: 'Preço',
  concorrente: 'Escolheu um concorrente',
  sem_resposta: 'Parou de responder',
  sem_interesse: 'Perdeu o interesse',
  outro: 'Outro motivo',
};

const usuarioRefSchema = v.strictObject({ idUsuario: intSchema, nome: v.string() });

export const leadSchema = v.strictObject({
  idLead: intSchema,
  contato: v.strictObject({
    idContato: intSchema,
    nome: v.string(),
    /** Null: known only by its WhatsApp LID so far (ADR 0035). */
    telefone: v.nullable(v.string()),
    tags: v.array(v.string()),
    campos: camposContatoLidosSchema,
  }),
  idEtapa: intSchema,
  valorCentavos: intSchema,
  responsavel: v.nullable(usuarioRefSchema),
  previsaoFechamento: v.nullable(v.string()),
  origem: v.picklist(LEAD_ORIGENS),
  observacoes: v.nullable(v.string()),
  /** Why it was won or lost (required when moved to a `ganho`/`perdido` stage). */
  motivo: v.nullable(v.string()),
  motivoPerda: v.nullable(v.picklist(MOTIVOS_PERDA)),
  /** When it entered its current stage (time in stage). */
  etapaDesde: instantSchema,
  criadoEm: instantSchema,
  atualizadoEm: instantSchema,
});
export type Lead = v.InferOutput<typeof leadSchema>;

/** POST /api/leads and PUT /api/leads/{idLead}: an existing contact, or a new one by name and phone. */
export const leadInputSchema = v.strictObject({
  contato: v.union(
    [
      v.strictObject({ idContato: idRef('Contato') }),
      v.strictObject({
        nome: requiredTextSchema('Nome', 120, 'Informe o nome do contato.'),
        telefone: v.pipe(v.string('Informe o telefone.'), v.regex(/^[\d\s()+.-]{10,20}$/, 'Telefone inválido.')),
      }),
    ],
    'Escolha um contato ou informe nome e telefone.',
  ),
  idEtapa: idRef('Etapa'),
  valorCentavos: v.pipe(
    v.number('Valor inválido.'),
    v.integer('Valor inválido.'),
    v.minValue(0, 'O valor não pode ser negativo.'),
    v.maxValue(100_000_000_00, 'Valor alto demais.'),
  ),
  idResponsavel: v.nullable(idRef('Responsável')),
  previsaoFechamento: v.nullable(isoDateSchema),
  origem: v.picklist(LEAD_ORIGENS, 'Origem inválida.'),
  observacoes: v.nullable(
    v.pipe(v.string(), v.transform(cleanText), v.maxLength(2000, 'Observações: no máximo 2000 caracteres.')),
  ),
  /**
   * The contact's custom fields. Sent: the picked contact's are replaced by these; a new contact
   * starts with them (one already found by its phone keeps the fields not sent). Omitted: unchanged.
   */
  campos: v.optional(camposContatoSchema),
});
export type LeadInput = v.InferInput<typeof leadInputSchema>;

/** PUT /api/leads/{idLead}/etapa: a move on the funnel (a reason when it closes the lead). */
export const moverLeadInputSchema = v.strictObject({
  idEtapa: idRef('Etapa'),
  motivo: v.optional(
    v.nullable(
      v.pipe(v.string(), v.transform(cleanText), v.trim(), v.maxLength(500, 'Motivo: no máximo 500 caracteres.')),
    ),
  ),
  motivoPerda: v.optional(v.nullable(v.picklist(MOTIVOS_PERDA, 'Motivo da perda inválido.'))),
});
export type MoverLeadInput = v.InferInput<typeof moverLeadInputSchema>;

/** What a move refuses with (the funnel shows it and puts the card back). */
export const LEAD_MESSAGES = {
  motivoGanho: 'Conte como o negócio foi ganho.',
  motivoPerda: 'Escolha o motivo da perda.',
} as const;

/** POST /api/leads/lote: one action on many leads. */
export const leadsLoteInputSchema = v.variant('acao', [
  v.strictObject({ acao: v.literal('mover'), idsLeads: v.array(idRef('Lead')), idEtapa: idRef('Etapa') }),
  v.strictObject({
    acao: v.literal('responsavel'),
    idsLeads: v.array(idRef('Lead')),
    idResponsavel: v.nullable(idRef('Responsável')),
  }),
  v.strictObject({ acao: v.literal('etiqueta'), idsLeads: v.array(idRef('Lead')), tag: tagSchema }),
]);
export type LeadsLoteInput = v.InferInput<typeof leadsLoteInputSchema>;

/** POST /api/leads/importar-etiqueta: every contact with the tag becomes a lead in the stage. */
export const importarEtiquetaInputSchema = v.strictObject({
  tag: tagSchema,
  idEtapa: idRef('Etapa'),
  origem: v.picklist(LEAD_ORIGENS, 'Origem inválida.'),
});

/** POST /api/leads/da-conversa/{idChat}: the chat's contact becomes a lead (origem whatsapp). */
export const idChatLeadParamsSchema = v.strictObject({ idChat: idText('idChat') });

export const LEADS_ORDENS = ['recentes', 'valor', 'fechamento', 'nome'] as const;

/** GET /api/leads?idEtapa=&idResponsavel=&origem=&de=&ate=&q=&ordem=&page=&pageSize= → Page<Lead>. */
export const listarLeadsQuerySchema = v.strictObject({
  idEtapa: v.optional(idText('idEtapa')),
  idResponsavel: v.optional(idText('idResponsavel')),
  origem: v.optional(v.picklist(LEAD_ORIGENS, 'Origem inválida.')),
  de: v.optional(isoDateSchema),
  ate: v.optional(isoDateSchema),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  ordem: v.optional(v.picklist(LEADS_ORDENS, 'Ordem inválida.'), 'recentes'),
  page: v.optional(queryIntSchema('Página', 1, 10_000), 1),
  pageSize: v.optional(queryIntSchema('Itens por página', 1, 100), 25),
});

export const idLeadParamsSchema = v.strictObject({ idLead: idText('idLead') });

/** GET /api/leads: a page of leads. */
export const leadsPageSchema = pageSchema(leadSchema);

/** What POST /api/leads/lote answers: the leads the action changed (ids of other institutions are ignored). */
export const leadsLoteResultadoSchema = v.strictObject({ alterados: intSchema, leads: v.array(leadSchema) });
export type LeadsLoteResultado = v.InferOutput<typeof leadsLoteResultadoSchema>;

/**
 * What POST /api/leads/importar-etiqueta answers: the leads created and how many contacts with the
 * tag were skipped because they already have an open lead.
 */
export const importarEtiquetaResultadoSchema = v.strictObject({
  criados: intSchema,
  ignorados: intSchema,
  leads: v.array(leadSchema),
});
export type ImportarEtiquetaResultado = v.InferOutput<typeof importarEtiquetaResultadoSchema>;

export const LEAD_HISTORICO_TIPOS = ['criado', 'etapa', 'valor', 'responsavel', 'edicao', 'etiqueta'] as const;
export const leadHistoricoSchema = v.strictObject({
  idHistorico: intSchema,
  tipo: v.picklist(LEAD_HISTORICO_TIPOS),
  /** A pt-BR sentence: "Etapa: Contato → Proposta". */
  descricao: v.string(),
  autor: v.nullable(v.string()),
  criadoEm: instantSchema,
});
export type LeadHistorico = v.InferOutput<typeof leadHistoricoSchema>;

/* ── The funnel board ─────────────────────────────────────────────────────────────────────── */

/** A column of GET /api/funil: the stage with its figures. */
export const funilColunaSchema = v.strictObject({
  etapa: etapaSchema,
  quantidade: intSchema,
  totalCentavos: intSchema,
  /** Of the leads that ever reached this stage, the percentage that reached the next (null: none yet). */
  conversaoPercentual: v.nullable(v.number()),
  /** Average days spent in this stage by the leads that left it (null: none yet). */
  tempoMedioDias: v.nullable(v.number()),
});
export const funilSchema = v.strictObject({
  colunas: v.array(funilColunaSchema),
  leads: v.array(leadSchema),
});
export type Funil = v.InferOutput<typeof funilSchema>;

/* ── Birthdays ────────────────────────────────────────────────────────────────────────────── */

export const ANIVERSARIO_PERIODOS = ['hoje', 'semana', 'mes', 'mes-escolhido'] as const;
export type AniversarioPeriodo = (typeof ANIVERSARIO_PERIODOS)[number];

/** GET /api/aniversariantes?periodo=semana&quem=contatos|usuarios&mes=3 */
export const listarAniversariantesQuerySchema = v.strictObject({
  periodo: v.optional(v.picklist(ANIVERSARIO_PERIODOS, 'Período inválido.'), 'hoje'),
  quem: v.optional(v.picklist(['contatos', 'usuarios'], 'Escolha contatos ou usuários.'), 'contatos'),
  mes: v.optional(queryIntSchema('Mês', 1, 12)),
});

export const aniversarianteSchema = v.strictObject({
  /** idContato or idUsuario, by `quem`. */
  id: intSchema,
  nome: v.string(),
  telefone: v.nullable(v.string()),
  dataNascimento: v.string(),
  /** The age they turn on the birthday in the period (SPEC §5). */
  idade: v.nullable(intSchema),
  /** yyyy-mm-dd of the birthday in the period, the list's order. */
  aniversario: v.string(),
  consentimentoMarketing: v.boolean(),
  /** This year's greeting was already sent (automatic or by hand). */
  felicitadoEsteAno: v.boolean(),
});
export type Aniversariante = v.InferOutput<typeof aniversarianteSchema>;

/** The variables a greeting template may use. */
export const MODELO_VARIAVEIS = ['{nome}', '{primeiroNome}', '{idade}'] as const;

/** GET/PUT /api/aniversariantes/configuracao: the automatic greeting. */
export const felicitacaoConfigSchema = v.strictObject({
  ativo: v.boolean(),
  /** HH:MM in America/Sao_Paulo. */
  horario: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida: use HH:MM.')),
  modelo: requiredMultilineSchema('Mensagem', 1000, 'Escreva a mensagem de felicitação.'),
});
export type FelicitacaoConfig = v.InferOutput<typeof felicitacaoConfigSchema>;
export const FELICITACAO_PADRAO: FelicitacaoConfig = {
  ativo: false,
  horario: '09:00',
  modelo: 'Feliz aniversário, {primeiroNome}! 🎉 Toda a equipe deseja um ótimo dia para você.',
};

/** POST /api/aniversariantes/{idContato}/felicitar: sends the greeting now through WhatsApp. */
export const idContatoParamsSchema = v.strictObject({ idContato: idText('idContato') });

/**
 * The body of POST /api/aniversariantes/{idContato}/felicitar. Only on the contact's birthday
 * (America/Sao_Paulo); to a contact without marketing consent only with `confirmarSemConsentimento`,
 * which the screen sends after asking (the API checks both).
 * @example v.parse(felicitarInputSchema, {}) // → { confirmarSemConsentimento: false }
 */
export const felicitarInputSchema = v.strictObject({
  confirmarSemConsentimento: v.optional(v.boolean('confirmarSemConsentimento deve ser verdadeiro ou falso.'), false),
});
export type FelicitarInput = v.InferInput<typeof felicitarInputSchema>;

/** GET /api/aniversariantes/enviadas?ano=2026: what was sent. */
export const felicitacaoEnviadaSchema = v.strictObject({
  idContato: intSchema,
  nome: v.string(),
  telefone: v.string(),
  ano: intSchema,
  texto: v.string(),
  automatica: v.boolean(),
  enviadaEm: instantSchema,
});
export type FelicitacaoEnviada = v.InferOutput<typeof felicitacaoEnviadaSchema>;

/** GET /api/aniversariantes/enviadas?ano=2026 (the current year in America/Sao_Paulo by default). */
export const listarFelicitacoesQuerySchema = v.strictObject({
  ano: v.optional(queryIntSchema('Ano', 2000, 2100)),
});

/*
 * The greeting template (MODELO_VARIAVEIS): `{nome}`, `{primeiroNome}` and `{idade}` replaced by
 * the contact's values. Here, so the preview on screen and the message the API sends agree.
 */

export type FelicitacaoVariaveis = { nome: string; idade: number | null };

/** The first word of the name, e.g. 'Maria' for 'Maria da Silva' (the whole name when it has one word). */
function primeiroNome(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? '';
}

/**
 * The template with its variables filled in. Unknown `{…}` stay as written; `{idade}` without a
 * known age becomes empty and the spaces it leaves are tidied.
 * @example renderFelicitacao('Parabéns, {primeiroNome}! {idade} anos!', { nome: 'Maria Souza', idade: 30 })
 * // → 'Parabéns, Maria! 30 anos!'
 */
export function renderFelicitacao(modelo: string, { nome, idade }: FelicitacaoVariaveis): string {
  const values: Record<string, string> = {
    '{nome}': nome.trim(),
    '{primeiroNome}': primeiroNome(nome),
    '{idade}': idade === null ? '' : String(idade),
  };
  const text = modelo.replace(/\{(nome|primeiroNome|idade)\}/g, (token) => values[token] ?? token);
  return text.replace(/[ \t]{2,}/g, ' ').trim();
}
