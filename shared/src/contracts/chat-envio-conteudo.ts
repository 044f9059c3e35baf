import * as v from '@colabora/shared/schema';
import { telefoneE164Schema } from './chat';
import { cleanLabel } from './clean-text';

/*
 * POST /api/chats/{idChat}/conteudos (issue #26, docs/decisions/0033): staff send a location or a
 * contact card from the composer's attach menu. Each goes through the one outbound pipeline and is
 * stored as the contact's own locations and cards are (a `texto` summary and its `conteudo`), so
 * the history, the list and search read both alike.
 */

const rotulo = (campo: string, max: number) =>
  v.optional(
    v.pipe(v.string(), v.transform(cleanLabel), v.maxLength(max, `${campo}: no máximo ${max} caracteres.`)),
    '',
  );

const coordenada = (campo: string, limite: number) =>
  v.pipe(
    v.number(`${campo}: informe um número.`),
    v.finite(`${campo}: informe um número.`),
    v.minValue(-limite, `${campo}: entre -${limite} e ${limite}.`),
    v.maxValue(limite, `${campo}: entre -${limite} e ${limite}.`),
  );

export const enviarConteudoInputSchema = v.variant(
  'tipo',
  [
    v.strictObject({
      tipo: v.literal('localizacao'),
      latitude: coordenada('Latitude', 90),
      longitude: coordenada('Longitude', 180),
      /** The place's name and address, shown on the contact's phone above the map. */
      nome: rotulo('Nome do local', 100),
      endereco: rotulo('Endereço', 200),
    }),
    v.strictObject({
      tipo: v.literal('contato'),
      nome: v.pipe(
        v.string('Informe o nome do contato.'),
        v.transform(cleanLabel),
        v.nonEmpty('Informe o nome do contato.'),
        v.maxLength(120, 'Nome do contato: no máximo 120 caracteres.'),
      ),
      telefone: telefoneE164Schema,
    }),
  ],
  'Escolha o que enviar: localização ou contato.',
);
export type EnviarConteudoInput = v.InferOutput<typeof enviarConteudoInputSchema>;

/**
 * POST /api/chats/{idChat}/conversa-com: a contact card the contact shared becomes a conversation
 * on the same channel — the person's contact found or created by phone, the conversation found or
 * opened (nothing is sent). Answers the conversation, to open it.
 */
export const abrirConversaInputSchema = v.strictObject({
  nome: v.optional(
    v.pipe(v.string(), v.transform(cleanLabel), v.maxLength(120, 'Nome do contato: no máximo 120 caracteres.')),
    '',
  ),
  telefone: telefoneE164Schema,
});
export type AbrirConversaInput = v.InferOutput<typeof abrirConversaInputSchema>;
