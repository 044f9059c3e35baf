import * as v from '@colabora/shared/schema';
import { brDateToIso, isValidBrDate } from './br-date';
import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { isValidEmail } from './is-valid-email';
import { parseMoney } from './money';
import { onlyDigits } from './only-digits';

/*
 * Field schemas shared by forms (react-hook-form's valibot resolver) and the API (request bodies).
 * Each accepts what a person types, masked or not, names the field in its pt-BR message, and
 * outputs the canonical form the API stores: digits for documents and phones, ISO for dates,
 * a number for money. Wrap in v.optional(...) where the field may be left out.
 */

/**
 * E-mail: surrounding spaces are trimmed (phones' keyboards add one after autocomplete); any
 * space inside is an error (SPEC §5).
 *
 * @example
 * v.parse(emailSchema, ' ana@demo.org.br ') // → 'ana@demo.org.br'
 */
export const emailSchema = v.pipe(
  v.string('Informe o e-mail.'),
  v.trim(),
  v.nonEmpty('Informe o e-mail.'),
  v.check((value: string) => isValidEmail(value), 'E-mail inválido: use o formato nome@dominio.com, sem espaços.'),
);

/**
 * Phone with area code, masked or not; outputs its 10 or 11 digits. Area codes never contain a 0,
 * and an 11-digit number is a mobile, which starts with 9.
 *
 * @example
 * v.parse(telefoneSchema, '(11) 99999-0001') // → '11999990001'
 */
export const telefoneSchema = v.pipe(
  v.string('Informe o telefone.'),
  v.regex(/^[\d\s()+.-]*$/, 'Telefone inválido: use apenas números.'),
  v.transform((value: string) => onlyDigits(value)),
  v.nonEmpty('Informe o telefone.'),
  v.regex(/^[1-9]{2}\d{8,9}$/, 'Telefone inválido: informe DDD e número.'),
  v.check(
    (digits: string) => digits.length === 10 || digits[2] === '9',
    'Telefone inválido: celular com DDD tem 11 dígitos e começa com 9.',
  ),
);

/**
 * CPF, masked or not; outputs its 11 digits.
 *
 * @example
 * v.parse(cpfSchema, '529.982.247-25') // → '52998224725'
 */
export const cpfSchema = v.pipe(
  v.string('Informe o CPF.'),
  v.trim(),
  v.nonEmpty('Informe o CPF.'),
  v.check((value: string) => isValidCpf(value), 'CPF inválido: confira os números.'),
  v.transform((value: string) => onlyDigits(value)),
);

/**
 * CNPJ, masked or not; outputs its 14 digits.
 *
 * @example
 * v.parse(cnpjSchema, '11.222.333/0001-81') // → '11222333000181'
 */
export const cnpjSchema = v.pipe(
  v.string('Informe o CNPJ.'),
  v.trim(),
  v.nonEmpty('Informe o CNPJ.'),
  v.check((value: string) => isValidCnpj(value), 'CNPJ inválido: confira os números.'),
  v.transform((value: string) => onlyDigits(value)),
);

/**
 * A real calendar date typed 'dd/mm/yyyy'; outputs 'yyyy-mm-dd', the form the API stores.
 *
 * @example
 * v.parse(brDateSchema, '31/12/2024') // → '2024-12-31'
 */
export const brDateSchema = v.pipe(
  v.string('Informe a data.'),
  v.trim(),
  v.nonEmpty('Informe a data.'),
  v.check((value: string) => isValidBrDate(value), 'Data inválida: use o formato dd/mm/aaaa.'),
  v.transform((value: string) => brDateToIso(value) ?? value),
);

/**
 * A non-negative amount, as pt-BR text ('1.234,56', 'R$ 10,00', empty is 0) or as a number;
 * outputs the number rounded to cents (see `parseMoney`).
 *
 * @example
 * v.parse(moneySchema, '1.234,56') // → 1234.56
 */
export const moneySchema = v.pipe(
  v.union([v.string(), v.number()], 'Informe o valor.'),
  v.transform((value: string | number) => parseMoney(value)),
  v.number('Valor inválido: use o formato 1.234,56.'),
  v.minValue(0, 'Valor inválido: não pode ser negativo.'),
);
