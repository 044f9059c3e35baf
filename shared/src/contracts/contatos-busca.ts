import * as v from '@colabora/shared/schema';

/** Most contacts one search answers (the order form shows them as suggestions). */
export const CONTATOS_BUSCA_LIMITE = 10;

/**
 * GET /api/contatos/busca?q=… — the order form's customer lookup: by name (case and accents
 * ignored) or by phone digits (masks ignored).
 *
 * @example v.parse(contatosBuscaQuerySchema, { q: ' mar ' }) // → { q: 'mar' }
 */
export const contatosBuscaQuerySchema = v.strictObject({
  q: v.pipe(
    v.string('Informe o que buscar.'),
    v.trim(),
    v.minLength(1, 'Informe o que buscar.'),
    v.maxLength(120, 'A busca deve ter no máximo 120 caracteres.'),
  ),
});
export type ContatosBuscaQuery = v.InferOutput<typeof contatosBuscaQuerySchema>;

/** One contact found: `telefone` is digits only (DDD + number), as stored. */
export const contatoResumoSchema = v.strictObject({
  idContato: v.number(),
  nome: v.string(),
  telefone: v.string(),
});
export type ContatoResumo = v.InferOutput<typeof contatoResumoSchema>;

export const contatosBuscaSchema = v.array(contatoResumoSchema);
