import type { CampanhaOpcoes } from '@colabora/shared/contracts';
import { CAMPOS_DA_CAMPANHA } from '../lib/campos-da-campanha';

export type CamposGuiaProps = { opcoes: CampanhaOpcoes };

/**
 * What each key of the JSON is, in the Campanhas form's words, and the numbers the ids take
 * (channels, specialists, funnel stages) with their names: nobody has to know that "idCanal" 3 is
 * the Loja channel (issue #28 item 10).
 */
export function CamposGuia({ opcoes }: CamposGuiaProps) {
  const numeros = [
    { titulo: 'Canais (idCanal)', itens: opcoes.canais.map((canal) => [canal.idCanal, canal.nome] as const) },
    {
      titulo: 'Especialistas (idEspecialista)',
      itens: opcoes.especialistas.map((item) => [item.idEspecialista, item.nome] as const),
    },
    {
      titulo: 'Etapas do funil (audiencia.idsEtapas)',
      itens: opcoes.etapas.map((etapa) => [etapa.idEtapa, etapa.nome] as const),
    },
  ];
  return (
    <details className="json-campanha__guia">
      <summary>O que é cada campo</summary>
      <dl className="json-campanha__campos">
        {CAMPOS_DA_CAMPANHA.map((campo) => (
          <div key={campo.chave}>
            <dt>
              {campo.nome} <code>{campo.chave}</code>
            </dt>
            <dd>{campo.explicacao}</dd>
          </div>
        ))}
      </dl>
      {numeros.map((grupo) => (
        <section key={grupo.titulo} aria-label={grupo.titulo} className="json-campanha__numeros">
          <h3>{grupo.titulo}</h3>
          {grupo.itens.length ? (
            <ul>
              {grupo.itens.map(([numero, nome]) => (
                <li key={numero}>
                  <code>{numero}</code> = {nome}
                </li>
              ))}
            </ul>
          ) : (
            <p className="cb-muted">Nenhum cadastrado.</p>
          )}
        </section>
      ))}
    </details>
  );
}
