import { RITMO_PADRAO, type CampanhaInput, type CampanhaOpcoes } from '@colabora/shared/contracts';

export { campanhaToInput } from '../../../lib/campanha-input';

/** A new campaign to fill in: the first channel, everyone with consent, the safe default pace. */
export function novaCampanhaInput(opcoes: Pick<CampanhaOpcoes, 'canais'>): CampanhaInput {
  return {
    nome: 'Nova campanha',
    idCanal: opcoes.canais[0]?.idCanal ?? 0,
    idEspecialista: null,
    variantes: ['Olá, {primeiroNome}! '],
    audiencia: { todos: false, tags: [], idsEtapas: [], idsContatos: [], telefones: [] },
    agendadaPara: null,
    recorrencia: null,
    ritmo: { ...RITMO_PADRAO },
  };
}

/** Indented JSON, with lists of numbers (days, ids) kept on one line. */
export const toJsonText = (input: unknown) =>
  `${JSON.stringify(input, null, 2).replace(/\[\s+(-?[\d.]+(?:,\s+-?[\d.]+)*)\s+\]/g, (_match, numbers: string) => `[${numbers.split(/,\s+/).join(', ')}]`)}\n`;

/** 'Buffet de fim de ano' → 'campanha-buffet-de-fim-de-ano.json'. */
export function exportFileName(nome: string): string {
  const slug = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `campanha-${slug || 'sem-nome'}.json`;
}
