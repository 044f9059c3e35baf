import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { parseDocument } from 'yaml';
import { composePath, composeProblems, loadCompose } from '../src/checks.ts';
import { parseCompose, schemaErrors } from '../src/compose.ts';
import { diskRepo, repoRoot, withChanges } from '../src/repo.ts';

const repo = diskRepo();
const composeText = repo.read(composePath);

/** docker-compose.yml with one change made through the YAML document, as text again. */
function edited(change: (document: ReturnType<typeof parseDocument>) => void): string {
  const document = parseDocument(composeText);
  change(document);
  return document.toString();
}

describe('docker-compose.yml', () => {
  it('is YAML that the Compose Specification schema accepts', () => {
    assert.deepEqual(schemaErrors(loadCompose(repo)), []);
  });

  it('holds every service of the deployment, each app built from its own Dockerfile', () => {
    assert.deepEqual(composeProblems(repo), []);
  });

  it('passes `docker compose config -q` where a compose subcommand exists', (t) => {
    const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (version.error || version.status !== 0) {
      t.diagnostic('no `docker compose` subcommand on this machine: checked against the JSON schema only');
      t.skip('no docker compose subcommand here');
      return;
    }
    const config = spawnSync('docker', ['compose', '-f', composePath, 'config', '-q'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    assert.equal(config.status, 0, config.stderr);
  });
});

describe('given a broken copy of docker-compose.yml', () => {
  it('the schema rejects an unknown top-level key', () => {
    const broken = parseCompose(composeText.replace(/^services:/m, 'servicess:'));
    assert.ok(schemaErrors(broken).some((error) => error.includes('servicess')));
  });

  it('the schema rejects ports that are not a list', () => {
    const broken = parseCompose(edited((document) => document.setIn(['services', 'gateway', 'ports'], 8080)));
    assert.ok(schemaErrors(broken).some((error) => error.startsWith('/services/gateway/ports')));
  });

  it('the schema rejects an unknown depends_on condition', () => {
    const broken = parseCompose(
      edited((document) => document.setIn(['services', 'api', 'depends_on', 'postgres', 'condition'], 'service_ready')),
    );
    assert.ok(schemaErrors(broken).some((error) => error.startsWith('/services/api/depends_on')));
    assert.ok(composeProblems(repo, broken).some((problem) => problem.includes('Compose schema')));
  });

  it('unsafe defaults are reported: a secret written in the file, demo accounts, trusting every proxy', () => {
    const broken = parseCompose(
      edited((document) => {
        document.setIn(['services', 'api', 'environment', 'JWT_SECRET'], '${JWT_SECRET:-segredo-de-exemplo}');
        document.setIn(['services', 'api', 'environment', 'SEED_DEMO'], 'true');
        document.setIn(['services', 'api', 'environment', 'TRUST_PROXY'], 'true');
      }),
    );
    const problems = composeProblems(repo, broken).join('\n');
    assert.match(problems, /no secret written in the file/);
    assert.match(problems, /demo accounts/);
    assert.match(problems, /one proxy hop/);
  });

  it('a service whose Dockerfile is missing is reported', () => {
    const broken = parseCompose(
      edited((document) =>
        document.setIn(['services', 'remote-chat', 'build', 'dockerfile'], 'remote-chat/Dockerfile.prod'),
      ),
    );
    const problems = composeProblems(repo, broken);
    assert.ok(
      problems.some((problem) =>
        problem.includes('remote-chat: Dockerfile remote-chat/Dockerfile.prod does not exist'),
      ),
      problems.join('\n'),
    );
  });

  it('a Dockerfile deleted from the repository is reported', () => {
    const problems = composeProblems(withChanges(repo, { 'api/Dockerfile': null }));
    assert.ok(problems.includes('api: Dockerfile api/Dockerfile does not exist'), problems.join('\n'));
  });

  it('two apps sharing one Dockerfile are reported', () => {
    const broken = parseCompose(
      edited((document) =>
        document.setIn(['services', 'remote-admin', 'build', 'dockerfile'], 'remote-chat/Dockerfile'),
      ),
    );
    assert.ok(composeProblems(repo, broken).some((problem) => problem.includes('share remote-chat/Dockerfile')));
  });

  it('a gateway without port 8080 is reported', () => {
    const broken = parseCompose(edited((document) => document.setIn(['services', 'gateway', 'ports'], ['9090:8080'])));
    assert.ok(composeProblems(repo, broken).some((problem) => problem.startsWith('gateway must publish port 8080')));
  });

  it('an api started before its database is healthy is reported', () => {
    const broken = parseCompose(
      edited((document) => document.setIn(['services', 'api', 'depends_on'], ['postgres', 'redis'])),
    );
    assert.ok(composeProblems(repo, broken).includes('api must depend on postgres with condition service_healthy'));
  });
});
