import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DatabaseFolderError } from './plugins/database/create-db';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Builds the app; a database folder it cannot open ends the process with the message alone. */
async function build(config: AppConfig) {
  try {
    return await buildApp(config);
  } catch (error) {
    if (error instanceof DatabaseFolderError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await build(config);

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando: aguardando requisições em andamento');
  // A stuck connection must not keep the process alive forever.
  setTimeout(() => {
    app.log.error('encerramento excedeu o tempo limite; saindo à força');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'erro ao encerrar');
    process.exit(1);
  }
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    { database: config.database.engine, serveApps: config.serveApps, seedDemo: config.seedDemo },
    `Colabora API em http://${shownHost}:${config.port}`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'não foi possível iniciar o servidor');
  await app.close().catch(() => {});
  process.exit(1);
}
