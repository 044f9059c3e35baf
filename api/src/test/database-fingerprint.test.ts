import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../plugins/database/db';
import { testEngines } from './build-test-app';
import { watchDatabase, type WatchedDatabase } from './database-fingerprint';
import { openScratchDatabase } from './test-databases';

/**
 * The generated suites trust "nothing changed" to the watched digest (database-fingerprint.ts):
 * it must see every committed change, rolled-back statements must not count as one, and the
 * request counters it leaves out must not count either.
 */
for (const engine of testEngines()) {
  describe(`the watched database digest [${engine}]`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let database: WatchedDatabase;

    before(async () => {
      const scratch = await openScratchDatabase(engine);
      ({ db, dispose } = scratch);
      database = await watchDatabase(db);
    });
    after(async () => {
      await db.close();
      await dispose();
    });

    it('stays the same while nothing writes', async () => {
      assert.deepEqual(await database.current(), await database.current());
    });

    it('changes with an insert, an update and a delete', async () => {
      const start = await database.current();
      const [row] = await db.query<{ id: number }>(
        `insert into instituicao (razao_social, codigo) values ('Digest Ltda', 'DIGEST') returning id`,
      );
      const id = row!.id;
      const inserted = await database.current();
      assert.notDeepEqual(inserted, start);
      await db.query(`update instituicao set razao_social = 'Digest S.A.' where id = $1`, [id]);
      const updated = await database.current();
      assert.notDeepEqual(updated, inserted);
      await db.query(`delete from instituicao where id = $1`, [id]);
      assert.deepEqual(await database.current(), start);
    });

    it('is unchanged by a rolled-back write and by the request counters', async () => {
      const start = await database.current();
      await db
        .transaction(async (tx) => {
          await tx.query(`insert into instituicao (razao_social, codigo) values ('Desfeita', 'DESFEITA')`);
          throw new Error('desfaz');
        })
        .catch(() => undefined);
      await db.query(`delete from login_throttle`);
      assert.deepEqual(await database.current(), start);
    });
  });
}
