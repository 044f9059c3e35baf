import type { Db, Queryable } from '../plugins/database/db';
import { hashPassword } from '../modules/auth/password-hasher';
import {
  ATENDENTE_GRANTS,
  DEMO_INSTITUICOES,
  DEMO_PASSWORD,
  DEMO_PERFIS,
  DEMO_USERS,
  type DemoUser,
} from './demo-data';
import { renderInitialsPhoto } from './demo-photo';

const SEED_LOCK = 4_272_019_002;

// One argon2 hash per process: every test file seeds a fresh database, and hashing is the slow part.
let demoHash: Promise<string> | undefined;
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

async function idBy(tx: Queryable, sql: string, params: (string | number)[]): Promise<number> {
  const [row] = await tx.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`seed: linha não encontrada (${params.join(', ')})`);
  return row.id;
}

async function insertUser(tx: Queryable, user: DemoUser, idInstituicao: number, idPerfil: number, senhaHash: string) {
  const foto = user.comFoto ? await renderInitialsPhoto(user.nome, '#1565c0') : null;
  await tx.query(
    `insert into usuario (id_instituicao, id_perfil, nome, telefone, email, senha_hash, gestor, data_nascimento, foto, foto_content_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (telefone) do nothing`,
    [
      idInstituicao,
      idPerfil,
      user.nome,
      user.telefone,
      user.email,
      senhaHash,
      user.gestor,
      user.dataNascimento,
      foto,
      foto ? 'image/png' : null,
    ],
  );
}

/**
 * Creates the demo tenants, profiles and users when missing (DESIGN §6). Idempotent: rows that
 * exist are left as they are, so a demo user who changed the password keeps it across restarts,
 * and a profile's permissions are written only when the seed creates the profile (never re-granted).
 * On a fresh database the ids are those of demo-data.ts.
 */
export async function seedDemo(db: Db): Promise<void> {
  const senhaHash = await demoPasswordHash();
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);

    const instituicaoIds: Record<string, number> = {};
    for (const inst of Object.values(DEMO_INSTITUICOES)) {
      await tx.query(
        'insert into instituicao (razao_social, codigo, cnpj) values ($1, $2, $3) on conflict (codigo) do nothing',
        [inst.razaoSocial, inst.codigo, inst.cnpj],
      );
      instituicaoIds[inst.id] = await idBy(tx, 'select id from instituicao where codigo = $1', [inst.codigo]);
    }

    const perfilIds: Record<number, number> = {};
    for (const perfil of Object.values(DEMO_PERFIS)) {
      const idInstituicao = instituicaoIds[perfil.idInstituicao] ?? perfil.idInstituicao;
      const [created] = await tx.query<{ id: number }>(
        'insert into perfil (id_instituicao, nome) values ($1, $2) on conflict (id_instituicao, nome) do nothing returning id',
        [idInstituicao, perfil.nome],
      );
      const id =
        created?.id ??
        (await idBy(tx, 'select id from perfil where id_instituicao = $1 and nome = $2', [idInstituicao, perfil.nome]));
      perfilIds[perfil.id] = id;
      // Grants only with a profile the seed has just created: a profile that exists belongs to its
      // institution's admins, and a permission they removed stays removed across restarts.
      if (!created) continue;
      if (perfil.id === DEMO_PERFIS.atendenteDemo.id) {
        const rotas = Object.keys(ATENDENTE_GRANTS);
        await tx.query(
          `insert into perfil_menu (id_perfil, id_menu, crud)
           select $1, m.id_menu, g.crud from unnest($2::text[], $3::text[]) as g(rota, crud) join menu m on m.rota = g.rota`,
          [id, rotas, rotas.map((rota) => ATENDENTE_GRANTS[rota] ?? 'R')],
        );
      } else {
        await tx.query(`insert into perfil_menu (id_perfil, id_menu, crud) select $1, id_menu, 'CRUD' from menu`, [id]);
      }
    }

    for (const user of Object.values(DEMO_USERS)) {
      const idInstituicao = instituicaoIds[user.idInstituicao] ?? user.idInstituicao;
      const idPerfil = perfilIds[user.idPerfil] ?? user.idPerfil;
      await insertUser(tx, user, idInstituicao, idPerfil, senhaHash);
    }
  });
  await (await import('./seed-pedidos')).seedPedidos(db); // demo catalogue and orders (own file)
  await (await import('./seed-admin')).seedAdmin(db); // institution details, DPO and contacts (own file)
  await (await import('./seed-chat')).seedChat(db); // simulated WhatsApp channels and demo chats (own file)
  await (await import('../modules/filas/filas.seed')).seedFilas(db); // demo queues, no greeting menu
  await (await import('../modules/chat/agenda/agenda.seed')).seedAgenda(db); // labels, a view, a message a month ahead
  await (await import('../modules/aniversariantes/aniversariantes.seed')).seedAniversariantes(db); // demo birthdays
  await (await import('../modules/marketing/marketing.seed')).seedMarketing(db); // demo leads across the funnel
  await (await import('../modules/especialistas/especialistas.seed')).seedEspecialistas(db); // an AI specialist, off
  await (await import('../modules/campanhas/campanhas.seed')).seedCampanhas(db); // a draft and a finished campaign
  await (await import('../modules/relatorios/relatorios.seed')).seedRelatorios(db); // weeks of finished services
}
