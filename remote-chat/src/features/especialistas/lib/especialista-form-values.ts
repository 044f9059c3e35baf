import {
  ESPECIALISTA_LIMITES,
  ESPECIALISTA_TONS,
  PALAVRAS_TRANSFERENCIA_PADRAO,
  type Especialista,
  type EspecialistaInput,
} from '@colabora/shared/contracts';
import * as v from '@colabora/shared/schema';

/** What the form holds: numbers as typed, the keywords as one line, the schedule as checkboxes. */
export type EspecialistaFormValues = {
  nome: string;
  descricao: string;
  tom: (typeof ESPECIALISTA_TONS)[number];
  modelo: string;
  temperatura: string;
  historicoMensagens: string;
  /** Comma-separated, as people type a list. */
  palavrasTransferencia: string;
  transferenciaPelaIa: boolean;
  /** Off: it answers at any hour. */
  comHorario: boolean;
  /** Days as option values, '0' = domingo … '6' = sábado. */
  dias: string[];
  inicio: string;
  fim: string;
  ativo: boolean;
  idsCanais: string[];
};

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
/** '0,7' and '0.7' alike: pt-BR writes decimals with a comma. */
const decimal = (text: string) => Number(text.trim().replace(',', '.'));

/** The form's schema: its own messages per field, and the body of POST/PUT /api/especialistas as output. */
export const especialistaFormSchema = v.pipe(
  v.object({
    nome: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Informe o nome do especialista.'),
      v.maxLength(80, 'Nome: no máximo 80 caracteres.'),
    ),
    descricao: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Descreva o papel do especialista.'),
      v.maxLength(500, 'Descrição: no máximo 500 caracteres.'),
    ),
    tom: v.picklist(ESPECIALISTA_TONS, 'Escolha o tom.'),
    modelo: v.pipe(v.string(), v.nonEmpty('Escolha o modelo.')),
    temperatura: v.pipe(
      v.string(),
      v.check((text) => text.trim() !== '' && Number.isFinite(decimal(text)), 'Temperatura: informe um número.'),
      v.check(
        (text) => decimal(text) >= 0 && decimal(text) <= ESPECIALISTA_LIMITES.temperaturaMax,
        `Temperatura: de 0 a ${String(ESPECIALISTA_LIMITES.temperaturaMax).replace('.', ',')}.`,
      ),
    ),
    historicoMensagens: v.pipe(
      v.string(),
      v.check((text) => /^\d+$/.test(text.trim()), 'Histórico: informe um número inteiro.'),
      v.check(
        (text) =>
          Number(text) >= ESPECIALISTA_LIMITES.historicoMin && Number(text) <= ESPECIALISTA_LIMITES.historicoMax,
        `Histórico: de ${ESPECIALISTA_LIMITES.historicoMin} a ${ESPECIALISTA_LIMITES.historicoMax} mensagens.`,
      ),
    ),
    palavrasTransferencia: v.pipe(
      v.string(),
      v.check((text) => palavrasOf(text).every((palavra) => palavra.length >= 2), 'Cada palavra: ao menos 2 letras.'),
      v.check(
        (text) => palavrasOf(text).length <= ESPECIALISTA_LIMITES.palavrasMax,
        `No máximo ${ESPECIALISTA_LIMITES.palavrasMax} palavras.`,
      ),
    ),
    transferenciaPelaIa: v.boolean(),
    comHorario: v.boolean(),
    dias: v.array(v.string()),
    inicio: v.string(),
    fim: v.string(),
    ativo: v.boolean(),
    idsCanais: v.array(v.string()),
  }),
  v.forward(
    v.check((input) => !input.comHorario || input.dias.length > 0, 'Escolha ao menos um dia.'),
    ['dias'],
  ),
  v.forward(
    v.check((input) => !input.comHorario || HORA.test(input.inicio), 'Informe o início (HH:MM).'),
    ['inicio'],
  ),
  v.forward(
    v.check((input) => !input.comHorario || HORA.test(input.fim), 'Informe o fim (HH:MM).'),
    ['fim'],
  ),
  v.forward(
    v.check((input) => !input.comHorario || input.inicio < input.fim, 'O fim deve ser depois do início.'),
    ['fim'],
  ),
  v.transform((input): EspecialistaInput => ({
    nome: input.nome,
    descricao: input.descricao,
    tom: input.tom,
    modelo: input.modelo,
    temperatura: decimal(input.temperatura),
    historicoMensagens: Number(input.historicoMensagens),
    palavrasTransferencia: palavrasOf(input.palavrasTransferencia),
    transferenciaPelaIa: input.transferenciaPelaIa,
    horario: input.comHorario
      ? { dias: input.dias.map(Number).sort((a, b) => a - b), inicio: input.inicio, fim: input.fim }
      : null,
    ativo: input.ativo,
    idsCanais: input.idsCanais.map(Number),
  })),
);

/** The keywords typed as a list: trimmed, lower case, without blanks or repeats. */
export function palavrasOf(text: string): string[] {
  const palavras = text
    .split(/[,;\n]/)
    .map((palavra) => palavra.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(palavras)];
}

/** A new specialist: the operator's first model, a cordial tone, the usual hand-off words. */
export function emptyEspecialistaValues(modelo: string | undefined): EspecialistaFormValues {
  return {
    nome: '',
    descricao: '',
    tom: 'cordial',
    modelo: modelo ?? '',
    temperatura: '0,3',
    historicoMensagens: '10',
    palavrasTransferencia: PALAVRAS_TRANSFERENCIA_PADRAO.join(', '),
    transferenciaPelaIa: true,
    comHorario: false,
    dias: ['1', '2', '3', '4', '5'],
    inicio: '08:00',
    fim: '18:00',
    ativo: false,
    idsCanais: [],
  };
}

/** The specialist being edited, as the form shows it. */
export function especialistaToValues(especialista: Especialista): EspecialistaFormValues {
  return {
    nome: especialista.nome,
    descricao: especialista.descricao,
    tom: especialista.tom,
    modelo: especialista.modelo,
    temperatura: String(especialista.temperatura).replace('.', ','),
    historicoMensagens: String(especialista.historicoMensagens),
    palavrasTransferencia: especialista.palavrasTransferencia.join(', '),
    transferenciaPelaIa: especialista.transferenciaPelaIa,
    comHorario: especialista.horario !== null,
    dias: (especialista.horario?.dias ?? [1, 2, 3, 4, 5]).map(String),
    inicio: especialista.horario?.inicio ?? '08:00',
    fim: especialista.horario?.fim ?? '18:00',
    ativo: especialista.ativo,
    idsCanais: especialista.idsCanais.map(String),
  };
}
