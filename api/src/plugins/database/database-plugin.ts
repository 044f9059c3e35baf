import fp from 'fastify-plugin';
import type { Db } from './db';
import { migrate } from './migrate';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    db: Db;
  }
}

export type DatabasePluginOptions = { db: Db };

/**
 * Brings the schema up to date and exposes the database as `app.db`; the app owns the
 * connection from here on and closes it last, after every route stopped.
 */
export default fp<DatabasePluginOptions>(
  async (app, { db }) => {
    const { applied } = await migrate(db);
    if (applied.length) app.log.info({ applied }, 'migrações aplicadas');
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'database' },
);
