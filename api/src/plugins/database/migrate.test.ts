import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_INSTITUICOES, DEMO_PERFIS, DEMO_USERS } from '../../seed/demo-data';
import { seedDemo } from '../../seed/seed-demo';
import { openScratchDatabase, testEngines } from '../../test/build-test-app';
import type { Db } from './db';
import { migrate, MIGRATIONS_DIR, readMigrations } from './migrate';

for (const engine of testEngines()) {
  describe(`migrations and demo seed [${engine}]`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    before(async () => {
      const scratch = await openScratchDatabase(engine, 'empty');
      db = scratch.db;
      dispose = async () => {
        await db.close();
        await scratch.dispose();
      };
    });
    after(async () => dispose());

    it('applies every migration once, then nothing on a second run', async () => {
      const files = await readMigrations();
      const first = await migrate(db);
      assert.deepEqual(
        first.applied,
        files.map((file) => file.name),
      );
      const second = await migrate(db);
      assert.deepEqual(second, { applied: [], alreadyApplied: files.length });
      const rows = await db.query<{ version: number }>('select version from schema_migrations order by version');
      assert.deepEqual(
        rows.map((row) => row.version),
        files.map((file) => file.version),
      );
    });

    it('refuses to run when an applied migration was edited', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'colabora-migrations-'));
      try {
        cpSync(MIGRATIONS_DIR, dir, { recursive: true });
        const [first] = await readMigrations(dir);
        assert.ok(first);
        writeFileSync(join(dir, first.name), `${first.sql}\n-- edited\n`);
        await assert.rejects(migrate(db, dir), /já aplicada foi alterada/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('seeds the demo data with the exported ids, idempotently', async () => {
      await seedDemo(db);
      await seedDemo(db);
      const users = await db.query<{
        id: number;
        telefone: string;
        id_instituicao: number;
        id_perfil: number;
        data_nascimento: string;
      }>('select id, telefone, id_instituicao, id_perfil, data_nascimento from usuario order by id');
      assert.deepEqual(
        users,
        Object.values(DEMO_USERS).map((user) => ({
          id: user.id,
          telefone: user.telefone,
          id_instituicao: user.idInstituicao,
          id_perfil: user.idPerfil,
          data_nascimento: user.dataNascimento,
        })),
      );
      const instituicoes = await db.query<{ id: number; codigo: string }>(
        'select id, codigo from instituicao order by id',
      );
      assert.deepEqual(
        instituicoes,
        Object.values(DEMO_INSTITUICOES).map(({ id, codigo }) => ({ id, codigo })),
      );
      const perfis = await db.query<{ id: number; nome: string }>('select id, nome from perfil order by id');
      assert.deepEqual(
        perfis,
        Object.values(DEMO_PERFIS).map(({ id, nome }) => ({ id, nome })),
      );
    });

    it('never re-grants, on a later start, a permission an admin removed or narrowed', async () => {
      const grant = (idPerfil: number, rota: string) =>
        db.query<{ crud: string }>(
          'select pm.crud from perfil_menu pm join menu m on m.id_menu = pm.id_menu where pm.id_perfil = $1 and m.rota = $2',
          [idPerfil, rota],
        );
      await seedDemo(db);
      assert.deepEqual(await grant(DEMO_PERFIS.atendenteDemo.id, 'pedidos'), [{ crud: 'R' }]);
      await db.query(
        `delete from perfil_menu where id_perfil = $1 and id_menu = (select id_menu from menu where rota = 'pedidos')`,
        [DEMO_PERFIS.atendenteDemo.id],
      );
      await db.query(
        `update perfil_menu set crud = 'R' where id_perfil = $1 and id_menu = (select id_menu from menu where rota = 'chat')`,
        [DEMO_PERFIS.gestorVizinha.id],
      );
      await db.query(
        `delete from perfil_menu where id_perfil = $1 and id_menu = (select id_menu from menu where rota = 'leads')`,
        [DEMO_PERFIS.gestorVizinha.id],
      );
      await seedDemo(db);
      assert.deepEqual(await grant(DEMO_PERFIS.atendenteDemo.id, 'pedidos'), []);
      assert.deepEqual(await grant(DEMO_PERFIS.gestorVizinha.id, 'chat'), [{ crud: 'R' }]);
      assert.deepEqual(await grant(DEMO_PERFIS.gestorVizinha.id, 'leads'), []);
    });

    it('keeps tenancy and permissions consistent through constraints', async () => {
      // A profile of another institution cannot be given to a user.
      await assert.rejects(
        db.query(`update usuario set id_perfil = $1 where id = $2`, [
          DEMO_PERFIS.gestorVizinha.id,
          DEMO_USERS.atendente.id,
        ]),
      );
      await assert.rejects(
        db.query(`update perfil_menu set crud = 'RX' where id_perfil = $1`, [DEMO_PERFIS.gestorDemo.id]),
      );
      await assert.rejects(
        db.query(`update perfil_menu set crud = 'RC' where id_perfil = $1`, [DEMO_PERFIS.gestorDemo.id]),
      );
      await assert.rejects(db.query(`update usuario set telefone = '(11) 9999' where id = $1`, [DEMO_USERS.gestor.id]));
    });

    it('rolls a transaction back when its function throws', async () => {
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.query(`update instituicao set razao_social = 'Alterada' where codigo = 'DEMO'`);
          throw new Error('boom');
        }),
        /boom/,
      );
      const [row] = await db.query<{ razao_social: string }>(
        `select razao_social from instituicao where codigo = 'DEMO'`,
      );
      assert.equal(row?.razao_social, 'Instituição Demonstração');
    });
  });
}
