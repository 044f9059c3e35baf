import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Mensagem } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';
import { STORAGE_QUOTA_MESSAGES } from './storage-quota';

/*
 * The institution's storage quota (issue #22: a 9.9 MB PDF went into the database with nothing to
 * stop the next one). Lowered here to 64 KiB; the demo seed already keeps a few KB of files.
 */

const QUOTA = 64 * 1024;
const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

/** A PDF of exactly `size` bytes (its signature, then filler). */
function pdf(size: number): string {
  const head = Buffer.from('%PDF-1.4\n%');
  return `data:application/pdf;base64,${Buffer.concat([head, Buffer.alloc(size - head.byteLength, 'a')]).toString('base64')}`;
}

describeWithApp(
  'storage quota per institution',
  (getApp) => {
    let gestor: Record<string, string>;
    let vizinha: Record<string, string>;
    const canais: Record<number, number> = {};
    const chats: Record<number, number> = {};
    let idCampanha: number;

    const inject = (
      headers: Record<string, string>,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => getApp().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const usage = (idInstituicao: number) => getApp().app.storageQuota.usage(getApp().app.db, idInstituicao);
    const count = async (sql: string, params: number[]) =>
      (await getApp().app.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
    const uploadToChat = (headers: Record<string, string>, idInstituicao: number, size: number) =>
      inject(headers, 'POST', `/api/chats/${chats[idInstituicao]}/midias`, {
        arquivo: pdf(size),
        nome: 'relatorio.pdf',
        legenda: '',
      });
    const campanhaFile = (size: number) =>
      inject(gestor, 'PUT', `/api/campanhas/${idCampanha}/midia`, { arquivo: pdf(size), nome: 'oferta.pdf' });

    before(async () => {
      const { app } = getApp();
      gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
      vizinha = bearer((await loginAs(app, DEMO_USERS.gestorVizinha)).token);
      for (const [idInstituicao, headers] of [
        [DEMO, gestor],
        [VIZINHA, vizinha],
      ] as const) {
        const { canal } = await createCanal(app.db, idInstituicao, {
          nome: 'Cota',
          provider: 'simulador',
          estado: 'conectado',
        });
        canais[idInstituicao] = canal.idCanal;
        const response = await inject(headers, 'POST', `/api/canais/${canal.idCanal}/simulador/mensagens`, {
          telefone: '(11) 97777-5678',
          nome: 'Rita Cota',
          texto: 'Oi',
        });
        assert.equal(response.statusCode, 201, response.body);
        chats[idInstituicao] = (response.json() as { data: { idChat: number } }).data.idChat;
      }
      const campanha = await inject(gestor, 'POST', '/api/campanhas', {
        nome: 'Cota',
        idCanal: canais[DEMO],
        idEspecialista: null,
        variantes: ['Olá!'],
        audiencia: { tags: [], idsEtapas: [], idsContatos: [], telefones: [], todos: false },
        agendadaPara: null,
        ritmo: {
          intervaloSegundos: 30,
          jitterSegundos: 0,
          janelaInicio: '08:00',
          janelaFim: '20:00',
          dias: [1, 2, 3, 4, 5],
          limiteDiario: null,
        },
      });
      assert.equal(campanha.statusCode, 201, campanha.body);
      idCampanha = (campanha.json() as { data: { idEspecialistaCampanha: number } }).data.idEspecialistaCampanha;
      assert.equal((await campanhaFile(1000)).statusCode, 200);
    });

    it('a file that would pass the quota is refused (413, the use and the quota in the message), nothing stored or sent', async () => {
      const uso = await usage(DEMO);
      const room = QUOTA - uso;
      assert.ok(room > 1000, `o seed já ocupa ${uso} bytes`);
      const mensagens = () => count('select count(*)::int as n from mensagem where id_chat = $1', [chats[DEMO] ?? 0]);
      const enviadas = async () =>
        (await inject(gestor, 'GET', `/api/canais/${canais[DEMO]}/simulador/enviadas`)).json() as { data: unknown[] };
      const [antes, enviadasAntes] = [await mensagens(), (await enviadas()).data.length];

      const refused = await uploadToChat(gestor, DEMO, room + 1);
      assert.equal(refused.statusCode, 413, refused.body);
      assert.deepEqual(refused.json(), {
        success: false,
        message: STORAGE_QUOTA_MESSAGES.full(uso, QUOTA, room + 1),
        campo: 'arquivo',
      });
      assert.match(
        refused.json<{ message: string }>().message,
        /^Limite de armazenamento da instituição atingido \(.+ de 64 KB em uso; este arquivo tem .+\)\. Exclua arquivos antigos ou fale com o suporte\.$/,
      );
      assert.equal(await mensagens(), antes);
      assert.equal(await usage(DEMO), uso);
      assert.equal((await enviadas()).data.length, enviadasAntes);

      // Exactly what is left fits.
      const fits = await uploadToChat(gestor, DEMO, room);
      assert.equal(fits.statusCode, 201, fits.body);
      assert.equal(await usage(DEMO), QUOTA);
    });

    it("a campaign's file: past the quota it is refused and the old one stays; the same size replaces it", async () => {
      assert.equal(await usage(DEMO), QUOTA);
      const same = await campanhaFile(1000);
      assert.equal(same.statusCode, 200, same.body);
      const bigger = await campanhaFile(1001);
      assert.equal(bigger.statusCode, 413, bigger.body);
      assert.match(bigger.json<{ message: string }>().message, /^Limite de armazenamento da instituição atingido/);
      assert.equal(await count('select tamanho as n from campanha_midia where id_campanha = $1', [idCampanha]), 1000);
    });

    it("a contact's file past the quota: the message arrives with a note instead of the file", async () => {
      const response = await inject(gestor, 'POST', `/api/canais/${canais[DEMO]}/simulador/mensagens`, {
        telefone: '(11) 97777-5678',
        nome: 'Rita Cota',
        texto: 'Segue o comprovante',
        midia: { arquivo: pdf(2000), nome: 'comprovante.pdf' },
      });
      assert.equal(response.statusCode, 201, response.body);
      const historico = (
        (await inject(gestor, 'GET', `/api/chats/${chats[DEMO]}/mensagens`)).json() as { data: { items: Mensagem[] } }
      ).data.items;
      const recebida = historico.find(
        (item) => item.direcao === 'entrada' && item.texto.startsWith('Segue o comprovante'),
      );
      assert.ok(recebida, 'a mensagem do contato foi guardada');
      assert.equal(recebida.texto, `Segue o comprovante\n\n${STORAGE_QUOTA_MESSAGES.inboundDropped}`);
      assert.equal(recebida.tipo, 'documento');
      const file = await inject(gestor, 'GET', `/api/chats/${chats[DEMO]}/mensagens/${recebida.idMensagem}/midia`);
      assert.equal(file.statusCode, 404);
      assert.equal(await usage(DEMO), QUOTA);
    });

    it('another institution keeps its own quota', async () => {
      const response = await uploadToChat(vizinha, VIZINHA, 2000);
      assert.equal(response.statusCode, 201, response.body);
    });

    it('deleting a file gives its room back', async () => {
      assert.equal((await uploadToChat(gestor, DEMO, 1000)).statusCode, 413);
      assert.equal((await inject(gestor, 'DELETE', `/api/campanhas/${idCampanha}/midia`)).statusCode, 200);
      const response = await uploadToChat(gestor, DEMO, 1000);
      assert.equal(response.statusCode, 201, response.body);
    });
  },
  { config: { storageQuota: { bytesPerInstitution: QUOTA } } },
);
