import type { Db } from '../../plugins/database/db';

/** Serialises seeders of several API processes sharing one server (any fixed 64-bit key). */
const SEED_LOCK = 4_272_019_014;

const SECOES: readonly { tipo: string; conteudo: string; usarCatalogo: boolean }[] = [
  {
    tipo: 'sobre',
    conteudo: 'Somos uma lanchonete de bairro que entrega pedidos feitos pelo WhatsApp.',
    usarCatalogo: false,
  },
  { tipo: 'produtos', conteudo: 'Os preços abaixo valem para retirada e entrega.', usarCatalogo: true },
  { tipo: 'horarios', conteudo: 'Segunda a sábado, das 8h às 18h. Domingo, das 11h às 15h.', usarCatalogo: false },
  {
    tipo: 'faq',
    conteudo: 'Aceitamos PIX, cartão e dinheiro. A entrega leva de 30 a 50 minutos.',
    usarCatalogo: false,
  },
  {
    tipo: 'regras',
    conteudo: 'Não prometa descontos. Pedidos acima de R$ 200,00 passam por um atendente.',
    usarCatalogo: false,
  },
];

/**
 * One specialist per demo institution, inactive (it answers nobody until the gestor turns it on
 * with a model configured), with a first version of its knowledge. Idempotent: an institution
 * that has a specialist is left alone.
 */
export async function seedEspecialistas(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const created = await tx.query<{ id: number; idInstituicao: number }>(
      `insert into especialista (id_instituicao, nome, descricao, tom, modelo, temperatura, historico_mensagens,
         palavras_transferencia, transferencia_pela_ia, ativo)
       select i.id, 'Assistente de pedidos', 'Tira dúvidas sobre o cardápio, preços, horários e entregas.', 'cordial',
              'gpt-4o-mini', 0.3, 10, array['atendente', 'humano', 'pessoa'], true, false
         from instituicao i
        where i.codigo in ('DEMO', 'VIZINHA') and not exists (select 1 from especialista e where e.id_instituicao = i.id)
       returning id, id_instituicao as "idInstituicao"`,
    );
    for (const { id, idInstituicao } of created) {
      for (const secao of SECOES) {
        await tx.query(
          `insert into especialista_contexto_secao (id_especialista, id_instituicao, tipo, conteudo, usar_catalogo)
           values ($1, $2, $3, $4, $5)`,
          [id, idInstituicao, secao.tipo, secao.conteudo, secao.usarCatalogo],
        );
      }
      await tx.query(
        // The first version is the institution's first user's (the demo gestor): every version
        // names who wrote it (issue #28 item 10: "Sem autor" told staff nothing).
        `insert into especialista_contexto_versao (id_instituicao, id_especialista, secoes, caracteres, id_autor)
         values ($1, $2, $3::jsonb, $4, (select u.id from usuario u where u.id_instituicao = $1 order by u.id limit 1))`,
        [idInstituicao, id, JSON.stringify(SECOES), SECOES.reduce((total, secao) => total + secao.conteudo.length, 0)],
      );
    }
  });
}
