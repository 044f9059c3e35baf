import type { Mensagem } from '@colabora/shared/contracts';
import { historyRows } from './history-rows';

const mensagem = (idMensagem: number, criadoEm: string, recuperada = false): Mensagem => ({
  idMensagem,
  idChat: 1,
  direcao: 'entrada',
  tipo: 'texto',
  texto: `m${idMensagem}`,
  status: 'entregue',
  autor: null,
  criadoEm,
  ...(recuperada ? { recuperada: true as const } : {}),
});

describe('the history rows', () => {
  it('says above each run of messages fetched after an outage how many it holds', () => {
    const rows = historyRows([
      mensagem(1, '2026-11-27T12:00:00.000Z'),
      mensagem(5, '2026-11-27T12:01:00.000Z', true),
      mensagem(6, '2026-11-27T12:02:00.000Z', true),
      mensagem(7, '2026-11-27T12:03:00.000Z', true),
      mensagem(2, '2026-11-27T12:04:00.000Z'),
      mensagem(8, '2026-11-28T12:00:00.000Z', true),
    ]);
    expect(rows.map((row) => (row.kind === 'msg' ? row.mensagem.idMensagem : row.label))).toEqual([
      expect.any(String),
      1,
      '3 mensagens recebidas enquanto o canal estava desconectado',
      5,
      6,
      7,
      2,
      expect.any(String),
      '1 mensagem recebida enquanto o canal estava desconectado',
      8,
    ]);
  });

  it('puts a service’s separator before the run it opens (ADR 0035 beside ADR 0036)', () => {
    const reaberta = {
      ...mensagem(9, '2026-11-27T12:10:00.000Z', true),
      marcos: [{ tipo: 'reaberto' as const, lado: 'antes' as const, em: '2026-11-27T12:10:00.000Z' }],
    };
    const rows = historyRows([mensagem(1, '2026-11-27T12:00:00.000Z'), reaberta]);
    expect(rows.map((row) => row.kind)).toEqual(['day', 'msg', 'marco', 'recuperadas', 'msg']);
  });

  it('adds nothing to a history without such messages', () => {
    const rows = historyRows([mensagem(1, '2026-11-27T12:00:00.000Z'), mensagem(2, '2026-11-27T12:01:00.000Z')]);
    expect(rows.filter((row) => row.kind === 'recuperadas')).toEqual([]);
  });
});
