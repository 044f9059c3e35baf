import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gatewayProblems } from '../src/checks.ts';
import { diskRepo, withChanges } from '../src/repo.ts';

const repo = diskRepo();
const conf = 'deploy/nginx/gateway.conf';
const original = repo.read(conf);

/** Drops the `location <match> { ... }` block whose first line contains `match`. */
function withoutLocation(text: string, match: string): string {
  const start = text.indexOf(`location ${match}`);
  assert.ok(start >= 0, `no location ${match}`);
  const end = text.indexOf('\n    }\n', start) + '\n    }\n'.length;
  return text.slice(0, start) + text.slice(end);
}

describe('the gateway', () => {
  it('routes every path of the one-URL layout to its container, hubs with WebSocket upgrade', () => {
    assert.deepEqual(gatewayProblems(repo), []);
  });
});

describe('given a broken copy of gateway.conf', () => {
  it('a hub without its location falls to the host and is reported', () => {
    const text = withoutLocation(original, '~* ^/(?:pedidoshub|chathub)');
    const problems = gatewayProblems(withChanges(repo, { [conf]: text }));
    assert.ok(problems.includes('gateway: /chathub goes to host:80, expected api:5000'), problems.join('\n'));
  });

  it('a remote mounted without the prefix stripped is reported', () => {
    const text = original.replace(
      'proxy_pass http://colabora_remote_chat/;',
      'proxy_pass http://colabora_remote_chat;',
    );
    const problems = gatewayProblems(withChanges(repo, { [conf]: text }));
    assert.ok(
      problems.some((problem) =>
        problem.includes('/remotes/chat/remoteEntry.js reaches remote-chat as /remotes/chat/remoteEntry.js'),
      ),
      problems.join('\n'),
    );
  });

  it('hubs without the upgrade headers or with short timeouts are reported', () => {
    const text = original.replace('proxy_read_timeout 3600s;', 'proxy_read_timeout 30s;');
    const snippet = repo.read('deploy/nginx/snippets/proxy-headers.conf').replace(/^proxy_set_header Upgrade.*$/m, '');
    const problems = gatewayProblems(
      withChanges(repo, { [conf]: text, 'deploy/nginx/snippets/proxy-headers.conf': snippet }),
    );
    assert.ok(
      problems.some((problem) => problem.includes('/pedidoshub does not pass the Upgrade header')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((problem) => problem.includes('/chathub has a read timeout of 30s')),
      problems.join('\n'),
    );
  });

  it("a gateway that hides the client's Accept-Encoding, proxies over HTTP/1.0 or compresses no JSON is reported", () => {
    const snippet = 'deploy/nginx/snippets/proxy-headers.conf';
    const headers = repo
      .read(snippet)
      .replace('proxy_http_version 1.1;', 'proxy_http_version 1.0;')
      .concat('proxy_set_header Accept-Encoding "";\n');
    const gzip = repo.read('deploy/nginx/snippets/gzip.conf').replace(' application/json', '');
    const problems = gatewayProblems(
      withChanges(repo, { [snippet]: headers, 'deploy/nginx/snippets/gzip.conf': gzip }),
    );
    for (const expected of [
      "gateway: /remotes/chat/remoteEntry.js replaces the client's Accept-Encoding",
      'gateway: /main.1a2b3c4d.js is proxied with HTTP/1.0',
      'gateway: gzip_types lacks application/json',
    ]) {
      assert.ok(
        problems.some((problem) => problem.includes(expected)),
        `${expected}\n${problems.join('\n')}`,
      );
    }
  });

  it('an unknown remote answered by the host is reported', () => {
    const text = withoutLocation(original, '^~ /remotes/ ');
    const problems = gatewayProblems(withChanges(repo, { [conf]: text }));
    assert.ok(
      problems.some((problem) => problem.startsWith('gateway: /remotes/unknown/remoteEntry.js must be a 404')),
      problems.join('\n'),
    );
  });

  it('an upstream that is no compose service is reported', () => {
    const text = original.replace('server remote-admin:80;', 'server remote-adm:80;');
    const problems = gatewayProblems(withChanges(repo, { [conf]: text }));
    assert.ok(
      problems.some((problem) => problem.includes('goes to remote-adm:80, expected remote-admin:80')),
      problems.join('\n'),
    );
  });

  it('an API upstream that hashes on the hub id alone (negotiate spread at random) is reported', () => {
    const text = original
      .replace('hash $colabora_affinity_key consistent;', 'hash $arg_id consistent;')
      .replace(/map "\$arg_access_token\$colabora_bearer_token"/, 'map $arg_id');
    const problems = gatewayProblems(withChanges(repo, { [conf]: text }));
    assert.ok(
      problems.some((problem) => problem.includes('must hash (consistent) on the session token')),
      problems.join('\n'),
    );
  });
});
