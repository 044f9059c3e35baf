import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { DEMO_INSTITUICOES } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { TINY_PDF_BASE64 } from '../../test/tiny-files';
import { createCanal } from './canais.repository';
import { WEBHOOK_SECRET_HEADER } from './channel-adapter';
import { entradaWorkerOf } from './intake/entrada-intake';
import { ID_GATEWAY_MAX, WEBHOOK_MESSAGES } from './evolution-webhook';

const DEMO = DEMO_INSTITUICOES.demo.id;

/*
 * What a gateway sends is bounded like what a user sends (issue #22): a message id past
 * ID_GATEWAY_MAX is a 400 (it once reached the unique index and answered 500), and the names the
 * contact's phone gives (their own, a file's) are cleaned as labels before anyone reads them.
 */
describeWithApp('POST /api/canais/{idCanal}/webhook: what the gateway sends, bounded', (getApp) => {
  let canal: { idCanal: number; secret: string };

  before(async () => {
    const created = await createCanal(getApp().app.db, DEMO, {
      nome: 'Webhook limitado',
      provider: 'simulador',
      estado: 'conectado',
    });
    canal = { idCanal: created.canal.idCanal, secret: created.webhookSecret };
  });

  /** Posts a webhook and waits until the intake applied it (it answers first: ADR 0036). */
  const webhook = async (body: object) => {
    const response = await getApp().app.inject({
      method: 'POST',
      url: `/api/canais/${canal.idCanal}/webhook`,
      headers: { [WEBHOOK_SECRET_HEADER]: canal.secret },
      payload: body,
    });
    await entradaWorkerOf(getApp().app).idle();
    return response;
  };
  const upsert = (id: string, extra: Record<string, unknown> = {}) => ({
    event: 'messages.upsert',
    instance: 'limites',
    data: {
      key: { remoteJid: '5511955551234@s.whatsapp.net', fromMe: false, id },
      pushName: 'Contato Limite',
      message: { conversation: `Mensagem ${id.slice(0, 12)}` },
      ...extra,
    },
  });
  const mensagens = async () =>
    Number(
      (
        await getApp().app.db.query<{ n: string }>('select count(*) as n from mensagem where id_canal = $1', [
          canal.idCanal,
        ])
      )[0]?.n,
    );

  it('refuses a message id past the bound with 400 in pt-BR, storing nothing, and takes one at the bound', async () => {
    for (const body of [
      upsert('A'.repeat(3000)),
      upsert('B'.repeat(ID_GATEWAY_MAX + 1)),
      { event: 'messages.update', data: [{ keyId: 'C'.repeat(3000), status: 'READ' }] },
      { event: 'messages.update', data: { key: { id: 'D'.repeat(3000) }, status: 'READ' } },
    ]) {
      const antes = await mensagens();
      const response = await webhook(body);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { success: false, message: WEBHOOK_MESSAGES.idLongo });
      assert.equal(await mensagens(), antes);
    }
    const noLimite = await webhook(upsert('E'.repeat(ID_GATEWAY_MAX)));
    assert.equal(noLimite.statusCode, 200, noLimite.body);
    const [row] = await getApp().app.db.query<{ id: string }>(
      'select id_gateway as id from mensagem where id_canal = $1 order by id desc limit 1',
      [canal.idCanal],
    );
    assert.equal(row?.id, 'E'.repeat(ID_GATEWAY_MAX));
  });

  it("cleans the contact's name and a file's name of control and format characters", async () => {
    const response = await webhook({
      event: 'messages.upsert',
      data: {
        key: { remoteJid: '5511955554321@s.whatsapp.net', fromMe: false, id: 'ARQUIVO-RLO' },
        pushName: 'Rita\u0007 Souza\u202E\u001B',
        message: {
          documentMessage: { mimetype: 'application/pdf', fileName: 'C:\\docs\\fatura\u202Efdp.exe', caption: '' },
          base64: TINY_PDF_BASE64,
        },
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await getApp().app.db.query<{ nome: string; arquivo: string }>(
      `select ct.nome, mm.nome as arquivo from mensagem m
         join chat c on c.id = m.id_chat join contatos ct on ct.id = c.id_contato
         join mensagem_midia mm on mm.id_mensagem = m.id
        where m.id_canal = $1 and m.id_gateway = 'ARQUIVO-RLO'`,
      [canal.idCanal],
    );
    assert.deepEqual(row, { nome: 'Rita Souza', arquivo: 'faturafdp.exe' });
  });
});
