import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_USERS } from '../../seed/demo-data';
import { testEngines } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { HTML_BASE64, TINY_PDF_BASE64 } from '../../test/tiny-files';
import { passoEnvio } from './envio-massa.runner';
import { DEMO, startCampanhasKit, type CampanhasKit } from './test/campanhas-kit';

const TAG = 'campanha-com-arquivo';
/** A 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG = `data:image/png;base64,${PNG_BASE64}`;

for (const engine of testEngines()) {
  describe(`a campaign’s file: sent with each message, the variant as its caption [${engine}]`, () => {
    let kit: CampanhasKit;
    before(async () => {
      kit = await startCampanhasKit(engine, TAG);
      await kit.addContato(DEMO, 'Ana Arquivo', '11972000001', true);
    });
    after(() => kit.close());

    const putMidia = (id: number, payload: Record<string, string>, headers = kit.gestor) =>
      kit.app.inject({ method: 'PUT', url: `/api/campanhas/${id}/midia`, headers, payload });

    it('keeps an image, serves it back, refuses audio and a change while sending, and takes it off', async () => {
      const { idEspecialistaCampanha: id } = await kit.criar(kit.input());
      const posta = await putMidia(id, { arquivo: PNG, nome: 'C:\\fotos\\cardapio.png' });
      assert.equal(posta.statusCode, 200, posta.body);
      assert.deepEqual(posta.json().data.midia, {
        tipo: 'imagem',
        mime: 'image/png',
        nome: 'cardapio.png',
        tamanho: 70,
      });

      const servida = await kit.app.inject({ url: `/api/campanhas/${id}/midia`, headers: kit.gestor });
      assert.equal(servida.statusCode, 200);
      assert.equal(servida.headers['content-type'], 'image/png');
      assert.equal(servida.rawPayload.toString('base64'), PNG_BASE64);

      const audio = await putMidia(id, { arquivo: 'data:audio/ogg;base64,T2dnUw==', nome: 'recado.ogg' });
      assert.equal(audio.statusCode, 400);
      assert.equal(audio.json().campo, 'arquivo');
      assert.match(audio.json().message, /Áudio não vai em campanhas/);

      const atendente = bearer((await loginAs(kit.app, DEMO_USERS.atendente)).token);
      assert.equal((await putMidia(id, { arquivo: PNG, nome: 'x.png' }, atendente)).statusCode, 403);

      assert.equal((await kit.acao(id, 'iniciar')).json().data.status, 'enviando');
      const enviando = await putMidia(id, { arquivo: PNG, nome: 'outra.png' });
      assert.equal(enviando.statusCode, 409);
      assert.match(enviando.json().message, /Pause a campanha/);
      assert.equal((await kit.acao(id, 'pausar')).statusCode, 200);

      const tirada = await kit.app.inject({ method: 'DELETE', url: `/api/campanhas/${id}/midia`, headers: kit.gestor });
      assert.equal(tirada.statusCode, 200, tirada.body);
      assert.equal(tirada.json().data.midia, null);
      const sem = await kit.app.inject({ url: `/api/campanhas/${id}/midia`, headers: kit.gestor });
      assert.equal(sem.statusCode, 404);
      assert.equal(sem.json().message, 'Arquivo não encontrado.');
    });

    it('refuses bytes that are not the declared type (an HTML page as a picture), keeping the file it had', async () => {
      const { idEspecialistaCampanha: id } = await kit.criar(kit.input());
      assert.equal((await putMidia(id, { arquivo: PNG, nome: 'cardapio.png' })).statusCode, 200);
      for (const arquivo of [`data:image/png;base64,${HTML_BASE64}`, `data:application/pdf;base64,${PNG_BASE64}`]) {
        const falsa = await putMidia(id, { arquivo, nome: 'cardapio.png' });
        assert.equal(falsa.statusCode, 400, falsa.body);
        assert.equal(falsa.json().campo, 'arquivo');
        assert.match(
          falsa.json().message,
          /^O conteúdo do arquivo não corresponde ao tipo informado \((image\/png|application\/pdf)\)/,
        );
      }
      assert.deepEqual((await kit.campanha(id)).midia, {
        tipo: 'imagem',
        mime: 'image/png',
        nome: 'cardapio.png',
        tamanho: 70,
      });
      const pdf = await putMidia(id, {
        arquivo: `data:application/pdf;base64,${TINY_PDF_BASE64}`,
        nome: 'cardapio.pdf',
      });
      assert.equal(pdf.statusCode, 200, pdf.body);
      assert.equal(pdf.json().data.midia.tipo, 'documento');
    });

    it('sends the file to each recipient with the variant filled in as its caption', async () => {
      const { idEspecialistaCampanha: id } = await kit.criar(
        kit.input({ variantes: ['{primeiroNome}, veja o cardápio de festas!'] }),
      );
      assert.equal((await putMidia(id, { arquivo: PNG, nome: 'cardapio.png' })).statusCode, 200);
      assert.equal((await kit.acao(id, 'iniciar')).statusCode, 200);
      const antes = kit.simulador().listEnviadas().length;
      assert.equal((await passoEnvio(kit.deps(), id)).kind, 'enviado');
      const [enviada] = kit.simulador().listEnviadas().slice(antes);
      assert.deepEqual(
        { telefone: enviada?.telefone, texto: enviada?.texto, midia: enviada?.midia },
        {
          telefone: '+5511972000001',
          texto: 'Ana, veja o cardápio de festas!',
          midia: { mime: 'image/png', nome: 'cardapio.png', tamanho: 70 },
        },
      );
    });

    it('refuses a variant longer than a caption once the campaign has a file', async () => {
      const campanha = await kit.criar(kit.input());
      const id = campanha.idEspecialistaCampanha;
      assert.equal((await putMidia(id, { arquivo: PNG, nome: 'cardapio.png' })).statusCode, 200);
      const longa = await kit.app.inject({
        method: 'PUT',
        url: `/api/campanhas/${id}`,
        headers: kit.gestor,
        payload: { ...kit.input({ nome: campanha.nome }), variantes: ['a'.repeat(1025)] },
      });
      assert.equal(longa.statusCode, 400);
      assert.equal(longa.json().campo, 'variantes');
      assert.match(longa.json().message, /no máximo 1\.024 caracteres/);
    });
  });
}
