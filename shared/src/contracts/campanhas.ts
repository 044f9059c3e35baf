import * as v from '@colabora/shared/schema';
import { diasDaSemanaSchema, queryIntSchema, requiredTextSchema } from './admin/common';
import { cursorPageSchema } from './chat';
import { cleanText } from './clean-text';
import { CAMPO_CONTATO_CHAVE } from './contatos-campos';
import { enviarMidiaCamposSchema, MIDIA_TIPOS, type MidiaTipo } from './chat-midia';
import { tagSchema } from './marketing';
import { idRef, idText } from './route-params';

/*
 * Marketing II (screens 'campanhas', 'json-campanha', 'envio-massa'; DESIGN §5b): a campaign
 * (`especialista_campanha`, id `idEspecialistaCampanha` as the seed's EnvioMassaUpdate names it)
 * sends one of its message variants to each contact of its audience who gave marketing consent, at
 * most once, paced on its channel and only inside its send window (America/Sao_Paulo).
 */

const intSchema = v.pipe(v.number(), v.integer());
const instantSchema = v.string();
/** Whether 'AAAA-MM-DD…' names a day the calendar has (the ISO checks let 2026-02-30 through). */
function isCalendarDay(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const horaSchema = (label: string) =>
  v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: use HH:MM, de 00:00 a 23:59.`));

/** The bounds the API enforces and the forms show. The minimum interval is the operator's (GET /api/campanhas/limites). */
export const CAMPANHA_LIMITES = {
  variantesMax: 5,
  varianteMax: 4096,
  intervaloMaxSegundos: 3600,
  jitterMaxSegundos: 600,
  limiteDiarioMax: 100_000,
} as const;

/**
 * When a campaign may be scheduled, by the API's clock: from a few minutes ago (the form is
 * filled in minutes, and a time picked as "now" has no seconds) to a year ahead.
 */
export const CAMPANHA_AGENDA = {
  toleranciaPassadoMs: 5 * 60_000,
  messages: {
    invalida: 'Data de agendamento inválida.',
    passado: 'A data de agendamento já passou: escolha uma data e hora a partir de agora.',
    distante: 'Agende para no máximo um ano a partir de hoje.',
  },
} as const;

/**
 * Why a campaign cannot be scheduled for `agendadaPara` at `now`, or null: already past (beyond a
 * few minutes' tolerance) or more than a year ahead.
 * @example agendaRefusal('1970-01-01T00:00:00Z', new Date()) // → CAMPANHA_AGENDA.messages.passado
 */
export function agendaRefusal(agendadaPara: string, now: Date): string | null {
  const at = Date.parse(agendadaPara);
  if (Number.isNaN(at)) return CAMPANHA_AGENDA.messages.invalida;
  if (at < now.getTime() - CAMPANHA_AGENDA.toleranciaPassadoMs) return CAMPANHA_AGENDA.messages.passado;
  const limite = new Date(now);
  limite.setUTCFullYear(limite.getUTCFullYear() + 1);
  return at > limite.getTime() ? CAMPANHA_AGENDA.messages.distante : null;
}

/** The variables a variant may use, filled per recipient; besides these, the contacts' custom fields ({cidade}). */
export const CAMPANHA_VARIAVEIS = ['{nome}', '{primeiroNome}', '{telefone}'] as const;

/** A campaign's life: a draft, scheduled, sending, paused, done or cancelled. */
export const CAMPANHA_STATUS = ['rascunho', 'agendada', 'enviando', 'pausada', 'concluida', 'cancelada'] as const;
export type CampanhaStatus = (typeof CAMPANHA_STATUS)[number];
export const CAMPANHA_STATUS_LABELS: Readonly<Record<CampanhaStatus, string>> = {
  rascunho: 'Rascunho',
  agendada: 'Agendada',
  enviando: 'Enviando',
  pausada: 'Pausada',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};

/** How a campaign repeats: each run sends again to its audience as it is then. */
export const CAMPANHA_FREQUENCIAS = ['diaria', 'semanal', 'mensal'] as const;
export type CampanhaFrequencia = (typeof CAMPANHA_FREQUENCIAS)[number];
export const CAMPANHA_FREQUENCIA_LABELS: Readonly<Record<CampanhaFrequencia, string>> = {
  diaria: 'Todo dia',
  semanal: 'Toda semana',
  mensal: 'Todo mês',
};

/**
 * A repetition: each run at the first run's São Paulo time, on its weekday (semanal) or day of the
 * month (mensal, the month's last day when shorter), until `ate` (a local day, inclusive) or
 * cancelled. Needs `agendadaPara`, the first run.
 */
export const campanhaRecorrenciaSchema = v.strictObject({
  frequencia: v.picklist(CAMPANHA_FREQUENCIAS, 'Repetição inválida: use diaria, semanal ou mensal.'),
  ate: v.nullable(
    v.pipe(
      v.string(),
      v.isoDate('Fim da repetição inválido: use AAAA-MM-DD.'),
      v.check(isCalendarDay, 'Fim da repetição inválido: essa data não existe.'),
    ),
  ),
});
export type CampanhaRecorrencia = v.InferOutput<typeof campanhaRecorrenciaSchema>;

/** A recipient's state in a run, in the order a message goes through them. */
export const DESTINATARIO_STATUS = [
  'pendente',
  'enviando',
  'enviado',
  'entregue',
  'lido',
  'respondeu',
  'falhou',
  'ignorado',
] as const;
export type DestinatarioStatus = (typeof DESTINATARIO_STATUS)[number];
export const DESTINATARIO_STATUS_LABELS: Readonly<Record<DestinatarioStatus, string>> = {
  pendente: 'Pendente',
  enviando: 'Enviando',
  enviado: 'Enviado',
  entregue: 'Entregue',
  lido: 'Lido',
  respondeu: 'Respondeu',
  falhou: 'Falhou',
  ignorado: 'Ignorado',
};

/** Who receives it: contacts with any of the tags, leads in any of the stages, hand-picked contacts, an imported list. */
export const campanhaAudienciaSchema = v.strictObject({
  /** Tags as the contacts carry them (tagSchema: up to 40 characters). */
  tags: v.pipe(v.array(tagSchema), v.maxLength(30, 'No máximo 30 etiquetas.')),
  idsEtapas: v.pipe(v.array(idRef('Etapa')), v.maxLength(30, 'No máximo 30 etapas do funil.')),
  idsContatos: v.pipe(v.array(idRef('Contato')), v.maxLength(5000, 'No máximo 5.000 contatos escolhidos.')),
  /** An imported list: national numbers with DDD, digits only; those that are the institution's contacts receive it. */
  telefones: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^\d{10,11}$/, 'Número importado inválido: use DDD e número, só dígitos.'))),
      v.maxLength(5000, 'No máximo 5.000 números importados.'),
    ),
    [],
  ),
  /** Every contact of the institution (the other fields are then ignored). */
  todos: v.boolean(),
});
export type CampanhaAudiencia = v.InferOutput<typeof campanhaAudienciaSchema>;

/** Pacing: interval (+ random jitter) between two sends of the channel, a window, days and a daily cap. */
export const campanhaRitmoSchema = v.pipe(
  v.strictObject({
    intervaloSegundos: v.pipe(
      v.number('Intervalo inválido.'),
      v.minValue(0.01, 'Intervalo inválido.'),
      v.maxValue(CAMPANHA_LIMITES.intervaloMaxSegundos, 'Intervalo de no máximo 1 hora.'),
    ),
    jitterSegundos: v.pipe(
      v.number('Variação inválida.'),
      v.minValue(0, 'Variação inválida.'),
      v.maxValue(CAMPANHA_LIMITES.jitterMaxSegundos, 'Variação de no máximo 10 minutos.'),
    ),
    janelaInicio: horaSchema('Início da janela'),
    janelaFim: horaSchema('Fim da janela'),
    /** 0 = domingo … 6 = sábado. */
    dias: diasDaSemanaSchema('Escolha ao menos um dia da semana.'),
    limiteDiario: v.nullable(
      v.pipe(
        v.number('Limite diário inválido.'),
        v.integer('Limite diário inválido.'),
        v.minValue(1, 'Limite diário inválido.'),
        v.maxValue(CAMPANHA_LIMITES.limiteDiarioMax, 'Limite diário de no máximo 100.000.'),
      ),
    ),
  }),
  v.check((ritmo) => ritmo.janelaInicio < ritmo.janelaFim, 'A janela de envio termina antes de começar.'),
);
export type CampanhaRitmo = v.InferOutput<typeof campanhaRitmoSchema>;

export const RITMO_PADRAO: CampanhaRitmo = {
  intervaloSegundos: 20,
  jitterSegundos: 10,
  janelaInicio: '08:00',
  janelaFim: '20:00',
  dias: [1, 2, 3, 4, 5, 6],
  limiteDiario: 500,
};

/** POST /api/campanhas and PUT /api/campanhas/{id}: also the JSON of the json-campanha screen. */
export const campanhaInputSchema = v.strictObject({
  nome: requiredTextSchema('Nome', 120),
  idCanal: idRef('Canal'),
  idEspecialista: v.nullable(idRef('Especialista')),
  variantes: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.transform(cleanText),
        v.trim(),
        v.nonEmpty('Uma variante da mensagem está vazia.'),
        v.maxLength(CAMPANHA_LIMITES.varianteMax, 'Variante de no máximo 4.096 caracteres.'),
      ),
    ),
    v.minLength(1, 'Escreva ao menos uma variante da mensagem.'),
    v.maxLength(CAMPANHA_LIMITES.variantesMax, 'No máximo 5 variantes da mensagem.'),
  ),
  audiencia: campanhaAudienciaSchema,
  /**
   * When to start (ISO instant); null starts when someone presses Iniciar. The API also refuses
   * an instant already past or more than a year ahead (its own clock: CAMPANHA_AGENDA).
   */
  agendadaPara: v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(40, 'Data de agendamento inválida.'),
      v.isoTimestamp('Data de agendamento inválida.'),
      v.check(isCalendarDay, 'Data de agendamento inválida: essa data não existe.'),
    ),
  ),
  /** Null (or absent) runs once. */
  recorrencia: v.optional(v.nullable(campanhaRecorrenciaSchema), null),
  ritmo: campanhaRitmoSchema,
});
export type CampanhaInput = v.InferOutput<typeof campanhaInputSchema>;

/**
 * A campaign's file: sent with each message, the variant as its caption. Images, videos and
 * documents; not audio (WhatsApp shows no caption under a voice message).
 */
export const campanhaMidiaSchema = v.strictObject({
  tipo: v.picklist(['imagem', 'video', 'documento']),
  mime: v.string(),
  nome: v.string(),
  /** Bytes. */
  tamanho: intSchema,
});
export type CampanhaMidia = v.InferOutput<typeof campanhaMidiaSchema>;

/** PUT /api/campanhas/{id}/midia: the file as a data URL, like every upload of the product. */
export const campanhaMidiaInputSchema = v.omit(enviarMidiaCamposSchema, ['legenda', 'voz']);
export type CampanhaMidiaInput = v.InferOutput<typeof campanhaMidiaInputSchema>;

/** With a file, each variant is its caption, which WhatsApp cuts at this length. */
export const CAMPANHA_LEGENDA_MAX = 1024;

export const CAMPANHA_MIDIA_MESSAGES = {
  audio: 'Áudio não vai em campanhas (o WhatsApp não mostra legenda nele): envie imagem, vídeo ou documento.',
  legenda:
    'Com arquivo, cada variante vai como legenda: no máximo 1.024 caracteres. Encurte a variante ou tire o arquivo.',
} as const;

/** The kind of file a campaign may carry, or null (audio, or a type not accepted at all). */
export function campanhaMidiaTipo(mime: string): CampanhaMidia['tipo'] | null {
  const tipo: MidiaTipo | undefined = MIDIA_TIPOS[mime.toLowerCase()];
  return tipo && tipo !== 'audio' ? tipo : null;
}

/** How many recipients are where: a funnel (enviados ⊇ entregues ⊇ lidos ⊇ responderam), for the counters and the progress bar. */
export const campanhaContagemSchema = v.strictObject({
  total: intSchema,
  pendentes: intSchema,
  enviados: intSchema,
  entregues: intSchema,
  lidos: intSchema,
  responderam: intSchema,
  falharam: intSchema,
  ignorados: intSchema,
});
export type CampanhaContagem = v.InferOutput<typeof campanhaContagemSchema>;

export const campanhaSchema = v.strictObject({
  idEspecialistaCampanha: intSchema,
  nome: v.string(),
  idCanal: intSchema,
  canal: v.string(),
  idEspecialista: v.nullable(intSchema),
  especialista: v.nullable(v.string()),
  variantes: v.array(v.string()),
  /** The file sent with each message (set apart from the JSON: PUT/DELETE /api/campanhas/{id}/midia). */
  midia: v.nullable(campanhaMidiaSchema),
  audiencia: campanhaAudienciaSchema,
  /** The next run's instant while 'agendada' (for a recurring campaign, the coming repetition). */
  agendadaPara: v.nullable(instantSchema),
  recorrencia: v.nullable(campanhaRecorrenciaSchema),
  /** The current (or last) run, from 1; the counters are this run's. */
  rodada: intSchema,
  ritmo: campanhaRitmoSchema,
  status: v.picklist(CAMPANHA_STATUS),
  contagem: campanhaContagemSchema,
  criadaEm: instantSchema,
  iniciadaEm: v.nullable(instantSchema),
  concluidaEm: v.nullable(instantSchema),
  /** Why background work could not start or send it (pt-BR), until it is edited or started again. */
  falha: v.nullable(v.string()),
});
export type Campanha = v.InferOutput<typeof campanhaSchema>;

/** One recipient of a run, in order. */
export const destinatarioSchema = v.strictObject({
  ordem: intSchema,
  idContato: v.nullable(intSchema),
  nome: v.string(),
  telefone: v.string(),
  status: v.picklist(DESTINATARIO_STATUS),
  /** Why it was skipped or failed, in pt-BR. */
  motivo: v.nullable(v.string()),
  texto: v.nullable(v.string()),
  atualizadoEm: instantSchema,
});
export type Destinatario = v.InferOutput<typeof destinatarioSchema>;
/** Paged by `ordem`: `nextCursor` is the last `ordem` of the page. */
export const destinatariosPageSchema = cursorPageSchema(destinatarioSchema);

/** GET /api/campanhas/{id}/destinatarios?status=falhou&cursor=120 (the last `ordem` seen); the current run unless `rodada`. */
export const listarDestinatariosQuerySchema = v.strictObject({
  rodada: v.optional(queryIntSchema('Rodada', 1, 1_000_000)),
  status: v.optional(v.picklist(DESTINATARIO_STATUS, 'Status de destinatário inválido.')),
  cursor: v.optional(queryIntSchema('Cursor', 0, 10_000_000)),
  limite: v.optional(queryIntSchema('Limite', 1, 500)),
});

/** POST /api/campanhas/previa: how many will receive it, who is skipped and why, and a sample message. */
export const campanhaPreviaSchema = v.strictObject({
  total: intSchema,
  receberao: intSchema,
  semConsentimento: intSchema,
  invalidos: intSchema,
  duplicados: intSchema,
  /** Imported numbers that are not contacts of the institution (no consent on record: they cannot receive it). */
  naoEncontrados: intSchema,
  exemplos: v.array(v.strictObject({ nome: v.string(), telefone: v.string(), texto: v.string() })),
});
export type CampanhaPrevia = v.InferOutput<typeof campanhaPreviaSchema>;

export const campanhaLimitesSchema = v.strictObject({ intervaloMinimoSegundos: v.number() });
export type CampanhaLimites = v.InferOutput<typeof campanhaLimitesSchema>;

/** GET /api/campanhas/opcoes: what the campaign form offers (channels, specialists, funnel stages, tags and custom fields in use). */
export const campanhaOpcoesSchema = v.strictObject({
  canais: v.array(v.strictObject({ idCanal: intSchema, nome: v.string(), conectado: v.boolean() })),
  especialistas: v.array(v.strictObject({ idEspecialista: intSchema, nome: v.string(), ativo: v.boolean() })),
  etapas: v.array(v.strictObject({ idEtapa: intSchema, nome: v.string() })),
  tags: v.array(v.string()),
  /** The custom field names the institution's contacts have (the form's extra variables), sorted. */
  campos: v.array(v.string()),
});
export type CampanhaOpcoes = v.InferOutput<typeof campanhaOpcoesSchema>;

export const idCampanhaParamsSchema = v.strictObject({ idCampanha: idText('Campanha') });

/*
 * The variant template: `{nome}`, `{primeiroNome}`, `{telefone}` and the contact's custom fields
 * (`{cidade}`) filled in. Here, so the preview on screen and the message the API sends agree.
 */
export type CampanhaVariaveis = { nome: string; telefone: string; campos?: Readonly<Record<string, string>> };

/** `{name}` where name is a custom field's possible name (CAMPO_CONTATO_CHAVE), the built-ins included. */
const VARIAVEL = new RegExp(`\\{(${CAMPO_CONTATO_CHAVE.source.slice(1, -1)})\\}`, 'g');

/**
 * The variant for one contact. A `{name}` that is neither a built-in nor one of the contact's
 * fields becomes empty: a contact without `cidade` never receives a literal `{cidade}`. Braces
 * around anything else (`{Nome}`, `{ 1 }`) stay as written; the spaces a blank leaves are tidied.
 * @example renderVariante('Oi, {primeiroNome}!', { nome: 'Maria Souza', telefone: '+5511988887777' }) // → 'Oi, Maria!'
 * @example renderVariante('Oi {primeiroNome}, {bairro} ofertas em {cidade}!', { nome: 'Ana Lima', telefone: '', campos: { cidade: 'Campinas' } })
 * // → 'Oi Ana, ofertas em Campinas!'
 */
export function renderVariante(modelo: string, { nome, telefone, campos = {} }: CampanhaVariaveis): string {
  const builtIns: Readonly<Record<string, string>> = {
    nome: nome.trim(),
    primeiroNome: nome.trim().split(/\s+/)[0] ?? '',
    telefone,
  };
  const valueOf = (name: string): string => {
    if (Object.hasOwn(builtIns, name)) return builtIns[name] ?? '';
    // Own keys only ({constructor} is not a field); a value that is not text (written by hand in
    // the database) counts as missing.
    const value = Object.hasOwn(campos, name) ? campos[name] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
  return modelo
    .replace(VARIAVEL, (_token, name: string) => valueOf(name))
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/**
 * The variables a variant uses, each once, in the order they first appear (built-ins included):
 * the campaign form warns about those no contact has.
 * @example variaveisDoModelo('Oi, {primeiroNome}! Loja de {cidade}, {primeiroNome}.') // → ['primeiroNome', 'cidade']
 */
export function variaveisDoModelo(modelo: string): string[] {
  return [...new Set(Array.from(modelo.matchAll(VARIAVEL), (match) => match[1] ?? ''))];
}
