import {
  CONSENTIMENTO_ORIGEM_LABELS,
  CONTATOS_CSV_COLUNAS,
  type ConsentimentoOrigem,
  CONTATOS_CSV_OBRIGATORIAS,
  CONTATOS_IMPORTACAO_MAX_LINHAS,
} from '@colabora/shared/contracts';
import { saoPauloDay } from '@colabora/shared/format';
import { parse } from 'csv-parse/sync';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../../http/http-error';

export type Coluna = (typeof CONTATOS_CSV_COLUNAS)[number];

/** A data line of the file: its number (the header is line 1) and its cells by column. */
export type LinhaCsv = { linha: number; valores: Record<Coluna, string> };

/** Header spellings people use in spreadsheets, after lower-casing and removing accents. */
const ALIASES: Record<string, Coluna> = {
  nome: 'nome',
  'nome completo': 'nome',
  telefone: 'telefone',
  celular: 'telefone',
  whatsapp: 'telefone',
  fone: 'telefone',
  email: 'email',
  'e-mail': 'email',
  data_nascimento: 'data_nascimento',
  'data de nascimento': 'data_nascimento',
  'data nascimento': 'data_nascimento',
  nascimento: 'data_nascimento',
  aniversario: 'data_nascimento',
  tags: 'tags',
  etiquetas: 'tags',
  consentimento_marketing: 'consentimento_marketing',
  'consentimento de marketing': 'consentimento_marketing',
  consentimento: 'consentimento_marketing',
  consentimento_origem: 'consentimento_origem',
  'origem do consentimento': 'consentimento_origem',
  consentimento_em: 'consentimento_em',
  'data do consentimento': 'consentimento_em',
};

const normalizeHeader = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** ';' is what Excel in pt-BR writes; ',' what most other tools do. The header line decides. */
function detectDelimiter(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export const CSV_MESSAGES = {
  empty: 'O arquivo não tem linhas de dados: a primeira linha é o cabeçalho (nome;telefone;email;data_nascimento).',
  tooMany: `O arquivo tem mais de ${CONTATOS_IMPORTACAO_MAX_LINHAS} linhas de dados: divida-o em partes menores.`,
  missingColumn: (coluna: string) =>
    `Coluna obrigatória ausente no cabeçalho: ${coluna}. Use as colunas nome;telefone;email;data_nascimento.`,
  duplicateColumn: (coluna: string) => `A coluna ${coluna} aparece mais de uma vez no cabeçalho.`,
  malformed: (linha: number | undefined) =>
    `Arquivo CSV malformado${linha ? ` perto da linha ${linha}` : ''}: confira as aspas e os separadores.`,
} as const;

/**
 * Reads the CSV text into data lines. Problems with the file as a whole (no header, a missing
 * column, broken quoting, too many lines) are a 400; problems of a line are the caller's to report.
 */
export function parseContatosCsv(text: string): LinhaCsv[] {
  const source = text.replace(/^\uFEFF/, '');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(source, {
      delimiter: detectDelimiter(source),
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (Rua "A") is text, as spreadsheets write it.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw badRequest(CSV_MESSAGES.malformed((error as { lines?: number }).lines));
  }
  const [header, ...rows] = records;
  if (!header) throw badRequest(CSV_MESSAGES.empty);

  const positions = new Map<Coluna, number>();
  header.record.forEach((cell, index) => {
    const coluna = ALIASES[normalizeHeader(cell)];
    if (!coluna) return; // Extra columns (observações, cidade…) are ignored.
    if (positions.has(coluna)) throw badRequest(CSV_MESSAGES.duplicateColumn(coluna));
    positions.set(coluna, index);
  });
  for (const coluna of CONTATOS_CSV_OBRIGATORIAS) {
    if (!positions.has(coluna)) throw badRequest(CSV_MESSAGES.missingColumn(coluna));
  }
  const dataRows = rows.filter((row) => row.record.some((cell) => cell !== ''));
  if (!dataRows.length) throw badRequest(CSV_MESSAGES.empty);
  if (dataRows.length > CONTATOS_IMPORTACAO_MAX_LINHAS) throw badRequest(CSV_MESSAGES.tooMany);

  return dataRows.map(({ record, info }) => {
    const cell = (coluna: Coluna) => {
      const index = positions.get(coluna);
      return index === undefined ? '' : (record[index] ?? '');
    };
    return {
      linha: info.lines,
      valores: {
        nome: cell('nome'),
        telefone: cell('telefone'),
        email: cell('email'),
        data_nascimento: cell('data_nascimento'),
        tags: cell('tags'),
        consentimento_marketing: cell('consentimento_marketing'),
        consentimento_origem: cell('consentimento_origem'),
        consentimento_em: cell('consentimento_em'),
      },
    };
  });
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote. */
function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  const safe = neutralizeFormula(value);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A contact as the export writes it: the consent with its source (a label) and its day. */
export type ContatoExportado = {
  nome: string;
  telefone: string;
  email: string | null;
  dataNascimento: string | null;
  tags: string[];
  consentimentoMarketing: boolean;
  consentimentoOrigem: ConsentimentoOrigem | null;
  /** yyyy-mm-dd in São Paulo, or null when never recorded. */
  consentimentoDia: string | null;
};

const isoToBr = (iso: string | null) => {
  const [y, m, d] = iso?.split('-') ?? [];
  return y && m && d ? `${d}/${m}/${y}` : '';
};

/**
 * The CSV the import reads back: BOM (so Excel opens it as UTF-8), ';' separators, CRLF lines.
 */
export function toContatosCsv(rows: ContatoExportado[]): string {
  const lines = [CONTATOS_CSV_COLUNAS.join(';')];
  for (const row of rows) {
    const consentimento = row.consentimentoMarketing ? 'sim' : 'não';
    const origem = row.consentimentoOrigem ? CONSENTIMENTO_ORIGEM_LABELS[row.consentimentoOrigem] : '';
    lines.push(
      [
        row.nome,
        row.telefone,
        row.email ?? '',
        isoToBr(row.dataNascimento),
        row.tags.join(';'),
        consentimento,
        origem,
        isoToBr(row.consentimentoDia),
      ]
        .map(quote)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Sends the contacts as a download named after São Paulo's day ("contatos-2026-11-26.csv"). */
export function sendContatosCsv(reply: FastifyReply, rows: ContatoExportado[]): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="contatos-${saoPauloDay()}.csv"`)
    .send(toContatosCsv(rows));
}
