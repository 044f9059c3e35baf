/*
 * The LGPD marketing consent's vocabulary, in a module of its own so that the chat's contact panel
 * reads it without the marketing contracts (issue #25: each screen imports only what it uses).
 */

/**
 * How a contact's LGPD marketing consent was given or revoked: a form, the WhatsApp "SAIR" reply
 * ('chat'), an import, or staff ('manual', with a note).
 */
export const CONSENTIMENTO_ORIGENS = ['formulario', 'chat', 'importacao', 'manual'] as const;
export type ConsentimentoOrigem = (typeof CONSENTIMENTO_ORIGENS)[number];
export const CONSENTIMENTO_ORIGEM_LABELS: Readonly<Record<ConsentimentoOrigem, string>> = {
  formulario: 'Formulário',
  chat: 'WhatsApp (SAIR)',
  importacao: 'Importação',
  manual: 'Equipe',
};
