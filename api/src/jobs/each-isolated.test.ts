import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { eachIsolated, motivoDeFalha } from './each-isolated';

function recordingLog() {
  const errors: { fields: Record<string, unknown>; message: string }[] = [];
  const log = { error: (fields: Record<string, unknown>, message: string) => errors.push({ fields, message }) };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

describe('eachIsolated', () => {
  it('works every unit after one fails, logs the failure with its identity and records it', async () => {
    const { log, errors } = recordingLog();
    const done: number[] = [];
    const recorded: number[] = [];
    const failures = await eachIsolated(
      [1, 2, 3],
      async (unit) => {
        if (unit === 2) throw new Error('linha ruim');
        done.push(unit);
      },
      { log, what: 'teste', describe: (unit) => ({ idCampanha: unit }), onFailure: (unit) => void recorded.push(unit) },
    );
    assert.deepEqual(done, [1, 3]);
    assert.deepEqual(recorded, [2]);
    assert.deepEqual(
      failures.map((failure) => failure.unit),
      [2],
    );
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.fields.idCampanha, 2);
  });

  it('goes on when recording the failure fails too', async () => {
    const { log, errors } = recordingLog();
    const done: string[] = [];
    await eachIsolated(
      ['a', 'b'],
      async (unit) => {
        if (unit === 'a') throw new Error('falhou');
        done.push(unit);
      },
      {
        log,
        what: 'teste',
        describe: (unit) => ({ unidade: unit }),
        onFailure: () => {
          throw new Error('banco fora do ar');
        },
      },
    );
    assert.deepEqual(done, ['b']);
    assert.equal(errors.length, 2);
  });
});

describe('motivoDeFalha', () => {
  it('names data errors in pt-BR and never passes on the database’s own message', () => {
    const withCode = (code: string) => Object.assign(new Error('value "1099511627776" is out of range'), { code });
    assert.equal(motivoDeFalha(withCode('22003')), 'um dado salvo está fora do permitido');
    assert.equal(motivoDeFalha(withCode('23503')), 'um dado salvo aponta para algo que não existe mais');
    assert.equal(motivoDeFalha(new Error('ECONNRESET')), 'erro inesperado no servidor');
  });
});
