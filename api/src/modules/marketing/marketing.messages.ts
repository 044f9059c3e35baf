import { LEAD_MESSAGES } from '@colabora/shared/contracts';

/** What the leads and funnel routes answer, in pt-BR (LEAD_MESSAGES: the funnel's move refusals). */
export const MARKETING_MESSAGES = {
  ...LEAD_MESSAGES,
  leadNotFound: 'Lead não encontrado.',
  etapaNotFound: 'Etapa não encontrada.',
  contatoNotFound: 'Contato não encontrado.',
  chatNotFound: 'Conversa não encontrada.',
  responsavelNotFound: 'Responsável não encontrado nesta instituição.',
  telefoneInvalido: 'Telefone inválido: informe DDD e número, como (11) 98765-4321.',
  /** A "new contact" whose phone is someone else's (issue #28): never rename them silently. */
  telefoneDeOutroContato: (nome: string) => `Este telefone já é de ${nome}. Use esse contato ou corrija o telefone.`,
  etapaFechada: 'Para marcar um lead como ganho ou perdido, mova-o pelo funil e informe o motivo (um lead por vez).',
  invalidPeriod: 'Período inválido: a data inicial é depois da final.',
  etapaNomeRepetido: 'Já existe uma etapa com esse nome.',
  etapaComLeads: (quantidade: number) =>
    `Esta etapa tem ${quantidade} ${quantidade === 1 ? 'lead' : 'leads'}: mova-${quantidade === 1 ? 'o' : 'os'} para outra etapa antes de excluí-la.`,
  ultimaEtapaDoTipo: (tipo: 'ganho' | 'perdido' | 'aberta') =>
    tipo === 'aberta'
      ? 'O funil precisa de pelo menos uma etapa aberta.'
      : `O funil precisa de pelo menos uma etapa de ${tipo === 'ganho' ? 'ganho' : 'perda'}.`,
  tipoComLeads: (quantidade: number) =>
    `Esta etapa tem ${quantidade} ${quantidade === 1 ? 'lead' : 'leads'}: mova-${quantidade === 1 ? 'o' : 'os'} para outra etapa antes de mudar o tipo.`,
  ordemInvalida: 'Envie todas as etapas do funil, cada uma uma vez, na nova ordem.',
  loteVazio: 'Selecione pelo menos um lead.',
} as const;
