/** Push setup messages, verbatim from SPEC §8. */
export const PUSH_MESSAGES = {
  userNotFound: 'Informações do usuário não encontradas',
  vapidKey: 'Não foi possível obter a chave VAPID do servidor',
  unsupported: 'Seu navegador não suporta notificações push',
  setupFailed: (message: string) => `Erro ao configurar notificações: ${message}`,
  manageFailed: 'Erro ao gerenciar notificações',
  tokenNotFound: 'Token de autenticação não encontrado',
  saveFailed: 'Erro ao salvar token de notificação no servidor',
  success: 'Notificações configuradas com sucesso! Você receberá uma notificação de teste em breve.',
  /** The browser refused (issue #27): the way back is in its settings, not in the app. */
  blocked:
    'O navegador bloqueou as notificações do Colabora. Para recebê-las, permita notificações para este site nas configurações do navegador e toque em Notificações de novo.',
  /** The permission prompt was closed without an answer. */
  dismissed: 'As notificações não foram ativadas: a permissão não foi dada. Toque em Notificações para tentar de novo.',
} as const;

/** SPEC §9: the test push is asked for 1 s after subscribing. */
export const TEST_PUSH_DELAY_MS = 1000;
