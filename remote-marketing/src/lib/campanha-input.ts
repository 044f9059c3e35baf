import type { Campanha, CampanhaInput } from '@colabora/shared/contracts';

/** The campaign as the JSON the API takes (POST/PUT /api/campanhas): no id, status or counters. */
export function campanhaToInput(campanha: Campanha): CampanhaInput {
  return {
    nome: campanha.nome,
    idCanal: campanha.idCanal,
    idEspecialista: campanha.idEspecialista,
    variantes: campanha.variantes,
    audiencia: campanha.audiencia,
    agendadaPara: campanha.agendadaPara,
    recorrencia: campanha.recorrencia,
    ritmo: campanha.ritmo,
  };
}
