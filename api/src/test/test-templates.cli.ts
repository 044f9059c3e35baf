/*
 * The run's templates, made once before the API's test files start (api/scripts/run-tests.mjs):
 *   tsx src/test/test-templates.cli.ts create <dir>   → prints {"TEST_PGLITE_TEMPLATE": …, "TEST_PG_TEMPLATE": …}
 *   tsx src/test/test-templates.cli.ts drop <name>    → drops the PostgreSQL template after the run
 * Creating also sweeps test databases that killed runs left on the server.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPgDb } from '../plugins/database/pg-db';
import { createPgliteDb } from '../plugins/database/pglite-db';
import {
  databaseUrl,
  dropStaleTestDatabases,
  prepareDemoDatabase,
  TEMPLATE_PREFIX,
  uniqueDatabaseName,
  withAdmin,
} from './test-databases';

async function pgliteTemplate(dir: string): Promise<string> {
  const db = await createPgliteDb('memory://');
  await prepareDemoDatabase(db);
  const file = join(dir, 'pglite-demo.tar');
  await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  return file;
}

async function postgresTemplate(): Promise<string> {
  await dropStaleTestDatabases();
  const name = uniqueDatabaseName(TEMPLATE_PREFIX);
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const db = await createPgDb({ connectionString: databaseUrl(name), max: 2 });
  await prepareDemoDatabase(db);
  // Nobody may stay connected to a template while it is copied.
  await db.close();
  return name;
}

const [command, argument] = process.argv.slice(2);
if (command === 'create' && argument) {
  const [pglite, postgres] = await Promise.all([
    pgliteTemplate(argument),
    process.env.TEST_DATABASE_URL ? postgresTemplate() : Promise.resolve(undefined),
  ]);
  process.stdout.write(`${JSON.stringify({ TEST_PGLITE_TEMPLATE: pglite, TEST_PG_TEMPLATE: postgres })}\n`);
} else if (command === 'drop' && argument?.startsWith(TEMPLATE_PREFIX)) {
  await withAdmin((admin) => admin.query(`drop database if exists ${argument} with (force)`));
} else {
  process.stderr.write('uso: test-templates.cli.ts create <pasta> | drop <colabora_template_…>\n');
  process.exit(2);
}
