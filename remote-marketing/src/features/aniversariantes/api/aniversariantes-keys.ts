import type { AniversarioPeriodo } from '@colabora/shared/contracts';

export type AniversariantesFiltro = {
  periodo: AniversarioPeriodo;
  quem: 'contatos' | 'usuarios';
  /** 1–12, with periodo 'mes-escolhido'. */
  mes?: number;
};

/** The birthdays screen's query keys: a greeting invalidates `all` (the lists and what was sent). */
export const aniversariantesKeys = {
  all: ['aniversariantes'] as const,
  lista: (filtro: AniversariantesFiltro) => ['aniversariantes', 'lista', filtro] as const,
  configuracao: ['aniversariantes', 'configuracao'] as const,
  enviadas: ['aniversariantes', 'enviadas'] as const,
};
