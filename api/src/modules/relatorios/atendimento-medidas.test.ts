import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  atendimentosDe,
  diaEmSaoPaulo,
  percentil,
  porDia,
  resumir,
  type Fato,
  type MensagemResumo,
} from './atendimento-medidas';

/*
 * The measures on hand-made timelines (no database): what a manager reads in the reports follows
 * from these definitions (ADR 0030).
 */

const T0 = new Date('2026-03-10T13:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const MIN = 60_000;

const fato = (tipo: Fato['tipo'], minutes: number, extra: Partial<Fato> = {}): Fato => ({
  idChat: 1,
  tipo,
  idUsuario: null,
  idEspecialista: null,
  em: at(minutes),
  ...extra,
});
const msg = (direcao: MensagemResumo['direcao'], minutes: number, extra: Partial<MensagemResumo> = {}) => ({
  idChat: 1,
  direcao,
  em: at(minutes),
  idUsuario: null,
  idEspecialista: null,
  ...extra,
});

describe('given a conversation nobody answered yet', () => {
  it('is one service without a first response or a resolution, counted as waiting', () => {
    const [a] = atendimentosDe([fato('aberta', 0)], [msg('entrada', 0), msg('entrada', 2)]);
    assert.equal(a?.primeiraRespostaMs, null);
    assert.equal(a?.resolucaoMs, null);
    assert.equal(a?.mensagensRecebidas, 2);
    const resumo = resumir(a ? [a] : []);
    assert.equal(resumo.semResposta, 1);
    assert.deepEqual(resumo.primeiraResposta, { medianaMs: null, p90Ms: null });
  });
});

describe('given a human answer and a resolution', () => {
  it('measures arrival to answer and arrival to resolution in wall time, credited to who answered', () => {
    const [a] = atendimentosDe(
      [fato('aberta', 0), fato('primeira_resposta', 7, { idUsuario: 2 }), fato('resolvida', 45, { idUsuario: 2 })],
      [msg('entrada', 0), msg('saida', 7, { idUsuario: 2 }), msg('entrada', 9), msg('saida', 10, { idUsuario: 2 })],
    );
    assert.equal(a?.primeiraRespostaMs, 7 * MIN);
    assert.equal(a?.resolucaoMs, 45 * MIN);
    assert.equal(a?.respondidoPor, 'humano');
    assert.equal(a?.idAtendente, 2);
    assert.deepEqual([a?.mensagensRecebidas, a?.mensagensEnviadas], [2, 2]);
    assert.equal(a?.iaSozinha, false);
  });
});

describe('given an AI answer then a hand-off to a human', () => {
  it('counts the AI answer as the first response and the service as handed off, not solved alone', () => {
    const [a] = atendimentosDe(
      [
        fato('aberta', 0),
        fato('primeira_resposta', 1, { idEspecialista: 5 }),
        fato('ia_transferiu', 3, { idEspecialista: 5 }),
        fato('atribuida', 4, { idUsuario: 1 }),
      ],
      [
        msg('entrada', 0),
        msg('saida', 1, { idEspecialista: 5 }),
        msg('nota', 3, { idEspecialista: 5 }),
        msg('saida', 20, { idUsuario: 1 }),
      ],
    );
    assert.equal(a?.primeiraRespostaMs, 1 * MIN);
    assert.equal(a?.respondidoPor, 'ia');
    assert.equal(a?.idEspecialista, 5);
    assert.equal(a?.iaTransferiu, true);
    assert.equal(a?.iaSozinha, false);
    // The human who took over is the attendant, though the AI answered first.
    assert.equal(a?.idAtendente, 1);
    assert.equal(a?.mensagensEnviadas, 2);
  });

  it('an AI that answered with no human ever writing solved it alone', () => {
    const [a] = atendimentosDe(
      [fato('aberta', 0), fato('primeira_resposta', 1, { idEspecialista: 5 })],
      [msg('entrada', 0), msg('saida', 1, { idEspecialista: 5 })],
    );
    assert.equal(a?.iaSozinha, true);
    assert.equal(a?.iaTransferiu, false);
  });
});

describe('given a resolved conversation the contact reopened', () => {
  it('is two services, the second marked reopened with its own first response, messages split between them', () => {
    const atendimentos = atendimentosDe(
      [
        fato('aberta', 0),
        fato('primeira_resposta', 5, { idUsuario: 2 }),
        fato('resolvida', 10, { idUsuario: 2 }),
        fato('reaberta', 60),
        fato('primeira_resposta', 62, { idUsuario: 2 }),
      ],
      [msg('entrada', 0), msg('saida', 5, { idUsuario: 2 }), msg('entrada', 60), msg('saida', 62, { idUsuario: 2 })],
    );
    assert.equal(atendimentos.length, 2);
    const [first, second] = atendimentos;
    assert.deepEqual([first?.reaberto, first?.primeiraRespostaMs, first?.resolucaoMs], [false, 5 * MIN, 10 * MIN]);
    assert.deepEqual([second?.reaberto, second?.primeiraRespostaMs, second?.resolucaoMs], [true, 2 * MIN, null]);
    assert.deepEqual([first?.mensagensRecebidas, second?.mensagensRecebidas], [1, 1]);
    assert.equal(resumir(atendimentos).reabertos, 1);
  });

  it('ignores the tail of a service begun before the facts given (before the period)', () => {
    const atendimentos = atendimentosDe([fato('resolvida', -5), fato('reaberta', 0)], [msg('entrada', 0)]);
    assert.equal(atendimentos.length, 1);
    assert.equal(atendimentos[0]?.reaberto, true);
  });
});

describe('given a transfer between attendants', () => {
  it('counts the transfer and credits the last holder when nobody answered', () => {
    const [a] = atendimentosDe(
      [fato('aberta', 0), fato('atribuida', 1, { idUsuario: 1 }), fato('transferida', 2, { idUsuario: 2 })],
      [msg('entrada', 0)],
    );
    assert.equal(a?.transferencias, 1);
    assert.equal(a?.idAtendente, 2);
  });
});

describe('percentil (nearest rank)', () => {
  it('gives a value that happened: median and p90', () => {
    assert.equal(percentil([], 50), null);
    assert.equal(percentil([4], 90), 4);
    assert.equal(percentil([1, 2, 3, 4], 50), 2);
    assert.equal(percentil([10, 1, 9, 2, 8, 3, 7, 4, 6, 5], 90), 9);
    assert.equal(percentil([10, 1, 9, 2, 8, 3, 7, 4, 6, 5], 50), 5);
  });
});

describe('per day, in São Paulo', () => {
  it('counts a service opened at 23:30 in São Paulo (02:30 UTC) on that São Paulo day', () => {
    const late = new Date('2026-03-10T02:30:00.000Z');
    assert.equal(diaEmSaoPaulo(late), '2026-03-09');
    const atendimentos = atendimentosDe([{ ...fato('aberta', 0), em: late }], []);
    assert.deepEqual(porDia(atendimentos, ['2026-03-09', '2026-03-10']), [
      { data: '2026-03-09', abertos: 1, resolvidos: 0 },
      { data: '2026-03-10', abertos: 0, resolvidos: 0 },
    ]);
  });
});

describe('given a service that arrived outside its queue hours (ADR 0037)', () => {
  it('counts the waiting in business hours from the opening, beside the wall time', () => {
    // Arrived at 0, hours opened at 600 (ten hours later), answered 12 minutes after the opening.
    const [a] = atendimentosDe(
      [fato('aberta', 0, { contaDesde: at(600) }), fato('primeira_resposta', 612, { idUsuario: 2 })],
      [msg('entrada', 0), msg('saida', 612, { idUsuario: 2 })],
    );
    assert.equal(a?.primeiraRespostaMs, 612 * MIN);
    assert.equal(a?.primeiraRespostaEmHorarioMs, 12 * MIN);
    assert.deepEqual(resumir(a ? [a] : []).primeiraRespostaEmHorario, { medianaMs: 12 * MIN, p90Ms: 12 * MIN });
  });

  it('an answer before the opening waited nothing in business hours', () => {
    const [a] = atendimentosDe(
      [fato('aberta', 0, { contaDesde: at(600) }), fato('primeira_resposta', 30, { idUsuario: 2 })],
      [msg('entrada', 0), msg('saida', 30, { idUsuario: 2 })],
    );
    assert.equal(a?.primeiraRespostaMs, 30 * MIN);
    assert.equal(a?.primeiraRespostaEmHorarioMs, 0);
  });

  it('inside hours (no opening recorded) both figures are the same', () => {
    const [a] = atendimentosDe(
      [fato('aberta', 0), fato('primeira_resposta', 7, { idUsuario: 2 })],
      [msg('entrada', 0), msg('saida', 7, { idUsuario: 2 })],
    );
    assert.equal(a?.primeiraRespostaEmHorarioMs, a?.primeiraRespostaMs);
  });
});
