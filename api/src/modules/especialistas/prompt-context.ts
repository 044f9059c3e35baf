import type { ContextoSecao, Especialista } from '@colabora/shared/contracts';
import { formatCentavos } from '@colabora/shared/format';
import type { Queryable } from '../../plugins/database/db';
import { listCatalogoAtivo } from '../produtos/produtos.repository';
import { listSecoes, rankSecoes } from './contexto.repository';
import { catalogueText, chooseSections, type SecaoTexto, type SectionChoice } from './prompt-builder';

/*
 * The specialist's knowledge as the model will read it: the stored sections, the live catalogue
 * appended to "produtos" when it asks for it (read through the produtos module, as pedidos does),
 * and, over budget, the choice of sections by relevance to the contact's question.
 */

export type ContextoCarregado = { secoes: ContextoSecao[]; textos: SecaoTexto[]; catalogo: string };

export async function loadContexto(
  db: Queryable,
  idInstituicao: number,
  idEspecialista: number,
): Promise<ContextoCarregado> {
  const secoes = await listSecoes(db, idInstituicao, idEspecialista);
  const usaCatalogo = secoes.some((secao) => secao.usarCatalogo);
  const catalogo = usaCatalogo
    ? catalogueText(
        (await listCatalogoAtivo(db, idInstituicao)).map((item) => ({
          nome: item.nome,
          categoria: item.categoria,
          preco: formatCentavos(item.precoCentavos),
        })),
      )
    : '';
  const textos = secoes.map((secao) => ({
    tipo: secao.tipo,
    texto:
      secao.usarCatalogo && catalogo ? [secao.conteudo.trim(), catalogo].filter(Boolean).join('\n\n') : secao.conteudo,
  }));
  return { secoes, textos, catalogo };
}

/**
 * The system prompt for answering `pergunta` (the contact's latest message) within `budget`
 * tokens. The relevance query runs only when the whole context does not fit.
 */
export async function promptFor(
  db: Queryable,
  idInstituicao: number,
  especialista: Especialista,
  budget: number,
  pergunta: string,
): Promise<SectionChoice> {
  const contexto = await loadContexto(db, idInstituicao, especialista.idEspecialista);
  const whole = chooseSections(especialista, contexto.textos, budget, {});
  if (!whole.selecionado) return whole;
  const ranks = await rankSecoes(db, idInstituicao, especialista.idEspecialista, pergunta, contexto.catalogo);
  return chooseSections(especialista, contexto.textos, budget, ranks);
}
