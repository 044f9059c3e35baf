import type { Db } from '../../plugins/database/db';
import { expandirDestinatarios } from './campanhas.audiencia';

const SEED_LOCK = 4_272_019_016;

/** The demo's picture: a 16×16 orange square (the product ships no photos of its own). */
const CARDAPIO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4VqdEEmIY1TCqYfhqAAAaGoYQKn8vWgAAAABJRU5ErkJggg==',
  'base64',
);

/** Pacing of the demo campaigns: 20 s ± 10 s, 08:00–20:00 Monday to Saturday, 500 a day. */
const RITMO = { intervaloMs: 20_000, jitterMs: 10_000, dias: [1, 2, 3, 4, 5, 6], limiteDiario: 500 };

/**
 * Demo campaigns on each institution's simulated channel: a draft to everyone (both institutions),
 * and in Demonstração a finished one to the 'cliente-vip' and 'buffet' tags, with its recipients
 * sent, delivered, read, answered and skipped, so envio-massa shows a real run. Idempotent: an
 * institution that has campaigns is left alone.
 */
export async function seedCampanhas(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const created = await tx.query<{ id: number; idInstituicao: number; codigo: string }>(
      `insert into especialista_campanha (id_instituicao, nome, id_canal, variantes, audiencia, intervalo_ms, jitter_ms,
         dias, limite_diario)
       select i.id, 'Novidades de dezembro',
              (select min(c.id) from canal c where c.id_instituicao = i.id),
              array['Oi, {primeiroNome}! Em dezembro temos cardápio de festas. Quer receber as opções?',
                    '{primeiroNome}, chegou o cardápio de festas de dezembro! Posso te mandar?'],
              '{"tags": [], "idsEtapas": [], "idsContatos": [], "todos": true}'::jsonb, $1, $2, $3::smallint[], $4
         from instituicao i
        where i.codigo in ('DEMO', 'VIZINHA')
          and exists (select 1 from canal c where c.id_instituicao = i.id)
          and not exists (select 1 from especialista_campanha e where e.id_instituicao = i.id)
       returning id, id_instituicao as "idInstituicao", (select codigo from instituicao where id = id_instituicao) as codigo`,
      [RITMO.intervaloMs, RITMO.jitterMs, RITMO.dias, RITMO.limiteDiario],
    );
    const demo = created.find((row) => row.codigo === 'DEMO');
    if (!demo) return;
    const audiencia = { tags: ['cliente-vip', 'buffet'], idsEtapas: [], idsContatos: [], telefones: [], todos: false };
    const [feita] = await tx.query<{ id: number }>(
      `insert into especialista_campanha (id_instituicao, nome, id_canal, variantes, audiencia, intervalo_ms, jitter_ms,
         dias, limite_diario, status, iniciada_em, concluida_em, created_at)
       select $1, 'Buffet de fim de ano', id_canal,
              array['Olá, {primeiroNome}! Já garantiu o buffet da sua festa de fim de ano? Responda para receber o cardápio.'],
              $2::jsonb, $3, $4, $5::smallint[], $6, 'concluida',
              now() - interval '3 days', now() - interval '3 days' + interval '20 minutes', now() - interval '4 days'
         from especialista_campanha where id = $7
       returning id`,
      [
        demo.idInstituicao,
        JSON.stringify(audiencia),
        RITMO.intervaloMs,
        RITMO.jitterMs,
        RITMO.dias,
        RITMO.limiteDiario,
        demo.id,
      ],
    );
    if (!feita) return;
    await expandirDestinatarios(tx, demo.idInstituicao, feita.id, audiencia);
    // How the run went: every fourth answered, the rest read, delivered or sent, in turn.
    await tx.query(
      `update campanha_destinatario
          set status = (array['respondeu', 'lido', 'entregue', 'enviado'])[1 + ordem % 4],
              texto = 'Olá, ' || split_part(nome, ' ', 1) || '! Já garantiu o buffet da sua festa de fim de ano? Responda para receber o cardápio.',
              intencao_em = now() - interval '3 days' + ordem * interval '20 seconds',
              enviado_em = now() - interval '3 days' + ordem * interval '20 seconds',
              atualizado_em = now() - interval '3 days' + ordem * interval '25 seconds',
              id_gateway = 'SEED' || id_campanha || '-' || ordem,
              variante = 0
        where id_campanha = $1 and status = 'pendente'`,
      [feita.id],
    );
    // It went with a picture (the variant as its caption), as a buffet's offer would.
    await tx.query(
      `insert into campanha_midia (id_campanha, id_instituicao, mime, nome, tamanho, conteudo)
       values ($1, $2, 'image/png', 'cardapio-fim-de-ano.png', $3, $4)`,
      [feita.id, demo.idInstituicao, CARDAPIO_PNG.byteLength, CARDAPIO_PNG],
    );
  });
}
