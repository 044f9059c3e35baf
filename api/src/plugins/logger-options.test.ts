import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactUrl } from './logger-options';

describe('redactUrl', () => {
  it('hides hub tokens and connection ids', () => {
    assert.equal(
      redactUrl('/chathub?id=abc123&access_token=eyJ.x.y&other=1'),
      '/chathub?id=[REDACTED]&access_token=[REDACTED]&other=1',
    );
    assert.equal(redactUrl('/pedidoshub?ACCESS_TOKEN=secret'), '/pedidoshub?ACCESS_TOKEN=[REDACTED]');
  });

  it('leaves other URLs alone', () => {
    assert.equal(redactUrl('/api/Usuario/foto/me?upd=123'), '/api/Usuario/foto/me?upd=123');
    assert.equal(redactUrl('/api/auth/me'), '/api/auth/me');
  });
});
