/** What the especialistas routes tell users (pt-BR), in one place for the routes and their tests. */
export const ESPECIALISTAS_MESSAGES = {
  notFound: 'Especialista não encontrado.',
  versaoNotFound: 'Versão do contexto não encontrada.',
  duplicateName: 'Já existe um especialista com este nome.',
  invalidCanal: (idCanal: number) => `Canal ${idCanal} não encontrado nesta instituição.`,
  canalTaken: (nome: string) =>
    nome ? `Este canal já é atendido pelo especialista ${nome}.` : 'Este canal já é atendido por outro especialista.',
  modeloNaoOferecido: (modelos: readonly string[]) =>
    `Modelo não oferecido pelo servidor: escolha entre ${modelos.join(', ')}.`,
  semModelos:
    'A IA não está configurada nesta instalação: não há modelo para escolher. Peça ao responsável técnico para configurá-la.',
  modeloPlayground: (modelo: string) =>
    `O modelo ${modelo} deste especialista não é mais oferecido pelo servidor: escolha outro no cadastro do especialista.`,
  inativo: 'Este especialista está inativo: ative-o antes de entregar conversas a ele.',
} as const;
