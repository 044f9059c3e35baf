import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { CursorPage, Mensagem, SimuladorAcaoInput } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from './canais.repository';

const DEMO = DEMO_INSTITUICOES.demo.id;

/*
 * The simulated contact does what a WhatsApp user does (issue #26): each action enters as the
 * Evolution webhook it would be, so the screens and the e2e suite see the real path.
 */
describeWithApp('the simulated contact’s actions (POST /api/canais/{idCanal}/simulador/acoes)', (getApp) => {
  let gestor: string;
  let idCanal: number;
  const telefone = '+5511955501234';

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    idCanal = (await createCanal(app.db, DEMO, { nome: 'Simulado', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
  });

  async function acts(acao: SimuladorAcaoInput['acao'], status = 201) {
    const response = await getApp().app.inject({
      method: 'POST',
      url: `/api/canais/${idCanal}/simulador/acoes`,
      headers: bearer(gestor),
      payload: { telefone, nome: 'Paula', acao },
    });
    assert.equal(response.statusCode, status, response.body);
    return (response.json() as { data: { idGateway: string; idChat: number | null } }).data;
  }

  async function history(idChat: number): Promise<Mensagem[]> {
    const response = await getApp().app.inject({
      method: 'GET',
      url: `/api/chats/${idChat}/mensagens`,
      headers: bearer(gestor),
    });
    return [...(response.json() as { data: CursorPage<Mensagem> }).data.items].reverse();
  }

  describe('with the channel connected', () => {
    it('quotes, reacts, edits and deletes as the contact', async () => {
      const first = await acts({ tipo: 'texto', texto: 'Tem vaga amanhã?' });
      assert.ok(first.idChat);
      await acts({
        tipo: 'texto',
        texto: 'Às 10h',
        citando: { idGateway: first.idGateway, texto: 'Tem vaga amanhã?' },
      });
      await acts({ tipo: 'reacao', alvo: first.idGateway, emoji: '🙏' });
      await acts({ tipo: 'edicao', alvo: first.idGateway, texto: 'Tem vaga sexta?' });
      const apagada = await acts({ tipo: 'apagar', alvo: first.idGateway });
      assert.equal(apagada.idGateway, first.idGateway);
      const [original, resposta] = await history(first.idChat);
      assert.equal(original?.texto, 'Tem vaga sexta?');
      assert.deepEqual(
        original?.edicoes?.map((e) => e.texto),
        ['Tem vaga amanhã?'],
      );
      assert.ok(original?.apagadaEm);
      assert.deepEqual(
        original?.reacoes?.map((r) => r.emoji),
        ['🙏'],
      );
      assert.equal(resposta?.citada?.idMensagem, original?.idMensagem);
    });

    it('refuses an action it does not know, and a poll with one option', async () => {
      await acts({ tipo: 'teletransporte' } as never, 400);
      await acts({ tipo: 'enquete', pergunta: 'Sim?', opcoes: ['Sim'] }, 400);
    });
  });
});
