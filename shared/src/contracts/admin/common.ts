import * as v from '@colabora/shared/schema';
import { cleanLabel, cleanText } from '../clean-text';

/*
 * Pieces the contracts share: query-string numbers, optional text fields that a form sends as ''
 * and the API stores as null, required names, and the days of a week.
 */

/**
 * A positive whole number from a query string ('2') or JSON (2), within [min, max].
 *
 * @example
 * v.parse(queryIntSchema('Página', 1, 1000), '3') // → 3
 */
export function queryIntSchema(label: string, min: number, max: number) {
  return v.pipe(
    v.union([v.string(), v.number()], `${label}: informe um número inteiro.`),
    v.transform((value: string | number) =>
      typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value),
    ),
    v.number(`${label}: informe um número inteiro.`),
    v.integer(`${label}: informe um número inteiro.`),
    v.minValue(min, `${label}: no mínimo ${min}.`),
    v.maxValue(max, `${label}: no máximo ${max}.`),
  );
}

/**
 * An optional one-line text: '' (or only spaces) and a missing field become null; otherwise the
 * text cleaned as a label (clean-text.ts), at most `max` characters.
 *
 * @example
 * v.parse(optionalTextSchema('Complemento', 80), '  ') // → null
 */
export function optionalTextSchema(label: string, max: number) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} inválido.`)), null),
    v.transform((value: string | null) => (value == null ? null : cleanLabel(value) || null)),
    v.nullable(v.pipe(v.string(), v.maxLength(max, `${label}: no máximo ${max} caracteres.`))),
  );
}

/**
 * Wraps a field schema (emailSchema, telefoneSchema…) so that '' and a missing field mean "not
 * given" (null) while anything typed must be valid.
 *
 * @example
 * v.parse(blankOr(emailSchema), '') // → null
 */
export function blankOr<TSchema extends v.GenericSchema<string, string>>(schema: TSchema) {
  return v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value: string | null) => (value == null || value.trim() === '' ? null : value)),
    v.nullable(schema),
  );
}

/**
 * A required name of something (a person, a profile, a campaign): one line cleaned as a label
 * (line breaks become spaces; control and format characters such as U+202E go), 1 to `max`
 * characters.
 *
 * @example
 * v.parse(requiredTextSchema('Nome', 120), ' Promoção\u202E de Natal ') // → 'Promoção de Natal'
 */
export function requiredTextSchema(label: string, max: number, emptyMessage = `Informe ${label.toLowerCase()}.`) {
  return v.pipe(
    v.string(emptyMessage),
    v.transform(cleanLabel),
    v.nonEmpty(emptyMessage),
    v.maxLength(max, `${label}: no máximo ${max} caracteres.`),
  );
}

/**
 * A required text of several lines (a message, a description): line breaks and tabs kept, other
 * control and format characters gone, trimmed, 1 to `max` characters.
 *
 * @example
 * v.parse(requiredMultilineSchema('Mensagem', 4096), 'Olá!\r\nAté logo\u0007') // → 'Olá!\nAté logo'
 */
export function requiredMultilineSchema(label: string, max: number, emptyMessage = `Informe ${label.toLowerCase()}.`) {
  return v.pipe(
    v.string(emptyMessage),
    v.transform((text: string) => cleanText(text).trim()),
    v.nonEmpty(emptyMessage),
    v.maxLength(max, `${label}: no máximo ${max} caracteres.`),
  );
}

/**
 * An optional text of several lines, as `requiredMultilineSchema` cleans it: '' (or only spaces)
 * and a missing field become null.
 *
 * @example
 * v.parse(optionalMultilineSchema('Observações', 2000), ' ') // → null
 */
export function optionalMultilineSchema(label: string, max: number) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} inválido.`)), null),
    v.transform((value: string | null) => (value == null ? null : cleanText(value).trim() || null)),
    v.nullable(v.pipe(v.string(), v.maxLength(max, `${label}: no máximo ${max} caracteres.`))),
  );
}

const DIA_DA_SEMANA = 'Dia da semana inválido: use 0 (domingo) a 6 (sábado).';

/**
 * Days of the week, 0 = domingo … 6 = sábado: at least one, each once (so at most 7).
 * @example v.parse(diasDaSemanaSchema('Escolha ao menos um dia.'), [1, 2, 3]) // → [1, 2, 3]
 */
export function diasDaSemanaSchema(emptyMessage: string) {
  return v.pipe(
    v.array(
      v.pipe(
        v.number(DIA_DA_SEMANA),
        v.integer(DIA_DA_SEMANA),
        v.minValue(0, DIA_DA_SEMANA),
        v.maxValue(6, DIA_DA_SEMANA),
      ),
      DIA_DA_SEMANA,
    ),
    v.minLength(1, emptyMessage),
    v.maxLength(7, 'No máximo os 7 dias da semana.'),
    v.check((dias: number[]) => new Set(dias).size === dias.length, 'Cada dia da semana aparece uma só vez.'),
  );
}
