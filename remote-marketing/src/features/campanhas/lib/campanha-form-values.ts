import {
  CAMPANHA_FREQUENCIAS,
  RITMO_PADRAO,
  type Campanha,
  type CampanhaFrequencia,
  type CampanhaInput,
} from '@colabora/shared/contracts';
import * as v from '@colabora/shared/schema';
import { parseTelefones } from './parse-telefones';

/** What the form holds: text as typed and ids as option values, turned into a CampanhaInput. */
export type CampanhaFormValues = {
  nome: string;
  idCanal: string;
  idEspecialista: string;
  variantes: { texto: string }[];
  todos: boolean;
  tags: string[];
  idsEtapas: string[];
  /** Hand-picked contacts: kept as they are (the JSON editor and the API set them). */
  idsContatos: number[];
  /** An imported list as typed or read from a file: numbers with DDD, one per line. */
  telefonesTexto: string;
  quando: 'ao-iniciar' | 'agendada';
  /** A datetime-local value, read in America/Sao_Paulo. */
  agendadaPara: string;
  /** '' runs once; otherwise how a scheduled campaign repeats. */
  repetir: '' | CampanhaFrequencia;
  /** A date input's value ('YYYY-MM-DD'): the last day a repetition may start on; '' repeats until cancelled. */
  repetirAte: string;
  intervaloSegundos: string;
  jitterSegundos: string;
  janelaInicio: string;
  janelaFim: string;
  dias: string[];
  limiteDiario: string;
};

/*
 * America/Sao_Paulo has kept UTC−3 all year since daylight saving ended in 2019: a scheduled time
 * typed on any device means São Paulo's clock, whatever the device's own zone.
 */
const SAO_PAULO_OFFSET = '-03:00';
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

/** '2026-12-01T09:30' (São Paulo) → '2026-12-01T12:30:00.000Z'; null when not a date. */
export function saoPauloLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const date = new Date(`${local}:00${SAO_PAULO_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** '2026-12-01T12:30:00.000Z' → '2026-12-01T09:30' (São Paulo's clock). */
export function isoToSaoPauloLocal(iso: string): string {
  return new Date(Date.parse(iso) + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 16);
}

/** '2,5' or '2.5' → 2.5; null when it is not a number. */
export function parseDecimal(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

const formatDecimal = (value: number) => String(value).replace('.', ',');

/**
 * The form's schema (partialCheck: each rule runs once its own fields are valid, so every message
 * shows on the first submit), with the operator's minimum interval: its own messages per field, and the
 * body of POST/PUT /api/campanhas as output.
 */
export function campanhaFormSchema(intervaloMinimoSegundos: number) {
  return v.pipe(
    v.object({
      nome: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('Informe o nome da campanha.'),
        v.maxLength(120, 'Nome: no máximo 120 caracteres.'),
      ),
      idCanal: v.pipe(v.string(), v.nonEmpty('Escolha o canal que envia.')),
      idEspecialista: v.string(),
      variantes: v.pipe(
        v.array(
          v.object({
            texto: v.pipe(
              v.string(),
              v.trim(),
              v.nonEmpty('Escreva a mensagem ou remova esta variante.'),
              v.maxLength(4096, 'Variante de no máximo 4.096 caracteres.'),
            ),
          }),
        ),
        v.minLength(1, 'Escreva ao menos uma variante da mensagem.'),
        v.maxLength(5, 'No máximo 5 variantes da mensagem.'),
      ),
      todos: v.boolean(),
      tags: v.array(v.string()),
      idsEtapas: v.array(v.string()),
      idsContatos: v.array(v.number()),
      telefonesTexto: v.string(),
      quando: v.picklist(['ao-iniciar', 'agendada']),
      agendadaPara: v.string(),
      repetir: v.picklist(['', ...CAMPANHA_FREQUENCIAS]),
      repetirAte: v.string(),
      intervaloSegundos: v.string(),
      jitterSegundos: v.string(),
      janelaInicio: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe o início da janela (HH:MM).')),
      janelaFim: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe o fim da janela (HH:MM).')),
      dias: v.pipe(v.array(v.string()), v.minLength(1, 'Escolha ao menos um dia da semana.')),
      limiteDiario: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['todos'], ['tags'], ['idsEtapas'], ['idsContatos'], ['telefonesTexto']],
        (input) =>
          input.todos ||
          input.tags.length +
            input.idsEtapas.length +
            input.idsContatos.length +
            parseTelefones(input.telefonesTexto).validos.length >
            0,
        'Escolha quem recebe: todos os contatos, etiquetas, etapas do funil ou uma lista de números.',
      ),
      ['tags'],
    ),
    v.forward(
      v.partialCheck(
        [['quando'], ['agendadaPara']],
        (input) => input.quando !== 'agendada' || saoPauloLocalToIso(input.agendadaPara) !== null,
        'Informe a data e a hora do envio.',
      ),
      ['agendadaPara'],
    ),
    v.forward(
      v.partialCheck(
        [['quando'], ['agendadaPara'], ['repetir'], ['repetirAte']],
        (input) =>
          input.quando !== 'agendada' ||
          !input.repetir ||
          input.repetirAte === '' ||
          input.repetirAte >= input.agendadaPara.slice(0, 10),
        'A repetição termina antes do primeiro envio: escolha um fim depois dele, ou deixe vazio.',
      ),
      ['repetirAte'],
    ),
    v.forward(
      v.partialCheck(
        [['intervaloSegundos']],
        (input) => {
          const intervalo = parseDecimal(input.intervaloSegundos);
          return intervalo !== null && intervalo >= intervaloMinimoSegundos && intervalo <= 3600;
        },
        `Intervalo entre ${formatDecimal(intervaloMinimoSegundos)} s e 3.600 s (o mínimo protege o número de bloqueio).`,
      ),
      ['intervaloSegundos'],
    ),
    v.forward(
      v.partialCheck(
        [['jitterSegundos']],
        (input) => {
          const jitter = parseDecimal(input.jitterSegundos || '0');
          return jitter !== null && jitter <= 600;
        },
        'Variação entre 0 e 600 s.',
      ),
      ['jitterSegundos'],
    ),
    v.forward(
      v.partialCheck(
        [['janelaInicio'], ['janelaFim']],
        (input) => input.janelaInicio < input.janelaFim,
        'A janela termina antes de começar.',
      ),
      ['janelaFim'],
    ),
    v.forward(
      v.partialCheck(
        [['telefonesTexto']],
        (input) => parseTelefones(input.telefonesTexto).invalidos.length === 0,
        (issue) => {
          const { invalidos } = parseTelefones((issue.input as CampanhaFormValues).telefonesTexto);
          const mais = invalidos.length > 3 ? ` e mais ${invalidos.length - 3}` : '';
          return `Não são telefones com DDD: ${invalidos.slice(0, 3).join(', ')}${mais}. Corrija ou apague da lista (ex.: 11 98888-7777).`;
        },
      ),
      ['telefonesTexto'],
    ),
    v.forward(
      v.partialCheck(
        [['telefonesTexto']],
        (input) => parseTelefones(input.telefonesTexto).validos.length <= 5000,
        'No máximo 5.000 números importados.',
      ),
      ['telefonesTexto'],
    ),
    v.forward(
      v.partialCheck(
        [['limiteDiario']],
        (input) => input.limiteDiario.trim() === '' || /^[1-9]\d{0,5}$/.test(input.limiteDiario.trim()),
        'Limite diário: um número de 1 a 100.000, ou vazio para sem limite.',
      ),
      ['limiteDiario'],
    ),
    v.transform(formValuesToInput),
  );
}

/** The API's body from valid form values. */
export function formValuesToInput(values: CampanhaFormValues): CampanhaInput {
  return {
    nome: values.nome.trim(),
    idCanal: Number(values.idCanal),
    idEspecialista: values.idEspecialista ? Number(values.idEspecialista) : null,
    variantes: values.variantes.map((variante) => variante.texto.trim()),
    audiencia: {
      todos: values.todos,
      tags: values.tags,
      idsEtapas: values.idsEtapas.map(Number),
      idsContatos: values.idsContatos,
      telefones: parseTelefones(values.telefonesTexto).validos,
    },
    agendadaPara: values.quando === 'agendada' ? saoPauloLocalToIso(values.agendadaPara) : null,
    recorrencia:
      values.quando === 'agendada' && values.repetir
        ? { frequencia: values.repetir, ate: values.repetirAte || null }
        : null,
    ritmo: {
      intervaloSegundos: parseDecimal(values.intervaloSegundos) ?? 0,
      jitterSegundos: parseDecimal(values.jitterSegundos || '0') ?? 0,
      janelaInicio: values.janelaInicio,
      janelaFim: values.janelaFim,
      dias: values.dias.map(Number).sort((a, b) => a - b),
      limiteDiario: values.limiteDiario.trim() ? Number(values.limiteDiario.trim()) : null,
    },
  };
}

/** A new campaign: the only channel when there is one, a greeting to start from, the safe default pace. */
export function emptyCampanhaValues(idCanal?: number): CampanhaFormValues {
  return {
    nome: '',
    idCanal: idCanal ? String(idCanal) : '',
    idEspecialista: '',
    variantes: [{ texto: 'Olá, {primeiroNome}! ' }],
    todos: false,
    tags: [],
    idsEtapas: [],
    idsContatos: [],
    telefonesTexto: '',
    quando: 'ao-iniciar',
    agendadaPara: '',
    repetir: '',
    repetirAte: '',
    intervaloSegundos: formatDecimal(RITMO_PADRAO.intervaloSegundos),
    jitterSegundos: formatDecimal(RITMO_PADRAO.jitterSegundos),
    janelaInicio: RITMO_PADRAO.janelaInicio,
    janelaFim: RITMO_PADRAO.janelaFim,
    dias: RITMO_PADRAO.dias.map(String),
    limiteDiario: RITMO_PADRAO.limiteDiario ? String(RITMO_PADRAO.limiteDiario) : '',
  };
}

export function campanhaToValues(campanha: Campanha): CampanhaFormValues {
  const { ritmo, audiencia } = campanha;
  return {
    nome: campanha.nome,
    idCanal: String(campanha.idCanal),
    idEspecialista: campanha.idEspecialista ? String(campanha.idEspecialista) : '',
    variantes: campanha.variantes.map((texto) => ({ texto })),
    todos: audiencia.todos,
    tags: audiencia.tags,
    idsEtapas: audiencia.idsEtapas.map(String),
    idsContatos: audiencia.idsContatos,
    telefonesTexto: audiencia.telefones.join('\n'),
    quando: campanha.agendadaPara ? 'agendada' : 'ao-iniciar',
    agendadaPara: campanha.agendadaPara ? isoToSaoPauloLocal(campanha.agendadaPara) : '',
    repetir: campanha.recorrencia?.frequencia ?? '',
    repetirAte: campanha.recorrencia?.ate ?? '',
    intervaloSegundos: formatDecimal(ritmo.intervaloSegundos),
    jitterSegundos: formatDecimal(ritmo.jitterSegundos),
    janelaInicio: ritmo.janelaInicio,
    janelaFim: ritmo.janelaFim,
    dias: ritmo.dias.map(String),
    limiteDiario: ritmo.limiteDiario ? String(ritmo.limiteDiario) : '',
  };
}
