import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { MIDIA_MESSAGES, type Mensagem, type SimuladorEnviada } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { TINY_PNG_BASE64 } from '../../test/route-probes';
import { HTML_BASE64 } from '../../test/tiny-files';
import { createCanal } from '../canais/canais.repository';
import { normaliseEvolutionWebhook } from '../canais/evolution-webhook';

const DEMO = DEMO_INSTITUICOES.demo.id;
const PDF_BASE64 = Buffer.from('%PDF-1.4\n% cardápio de teste\n').toString('base64');

describeWithApp('/api/chats: files in a conversation', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;
  let idCanal: number;
  let idChat: number;

  const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const enviadas = async () =>
    ((await inject(gestor, 'GET', `/api/canais/${idCanal}/simulador/enviadas`)).json() as { data: SimuladorEnviada[] })
      .data;
  const historico = async () =>
    ((await inject(gestor, 'GET', `/api/chats/${idChat}/mensagens`)).json() as { data: { items: Mensagem[] } }).data
      .items;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    idCanal = (await createCanal(app.db, DEMO, { nome: 'Arquivos', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
    const response = await inject(gestor, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone: '(11) 97777-4321',
      nome: 'Rita Arquivos',
      texto: 'Pode me mandar o cardápio?',
    });
    assert.equal(response.statusCode, 201, response.body);
    idChat = (response.json() as { data: { idChat: number } }).data.idChat;
  });

  it('sends a document with its caption: the contact receives the file, the history shows it, the bytes come back', async () => {
    const response = await inject(atendente, 'POST', `/api/chats/${idChat}/midias`, {
      arquivo: `data:application/pdf;base64,${PDF_BASE64}`,
      nome: 'cardápio.pdf',
      legenda: 'Segue o cardápio',
    });
    assert.equal(response.statusCode, 201, response.body);
    const mensagem = (response.json() as { data: Mensagem }).data;
    assert.equal(mensagem.tipo, 'documento');
    assert.equal(mensagem.texto, 'Segue o cardápio');
    assert.equal(mensagem.status, 'enviada');
    const tamanho = Buffer.from(PDF_BASE64, 'base64').byteLength;
    assert.deepEqual(mensagem.midia, { mime: 'application/pdf', nome: 'cardápio.pdf', tamanho });

    const recebida = (await enviadas()).find((item) => item.idGateway && item.midia?.nome === 'cardápio.pdf');
    assert.equal(recebida?.texto, 'Segue o cardápio');
    assert.deepEqual(recebida?.midia, { mime: 'application/pdf', nome: 'cardápio.pdf', tamanho });
    assert.ok((await historico()).some((item) => item.idMensagem === mensagem.idMensagem && item.midia?.tamanho));

    const file = await inject(atendente, 'GET', `/api/chats/${idChat}/mensagens/${mensagem.idMensagem}/midia`);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.match(String(file.headers['content-disposition']), /^attachment; filename\*=UTF-8''card%C3%A1pio\.pdf$/);
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.equal(file.rawPayload.toString('base64'), PDF_BASE64);
  });

  it('keeps a picture the contact sent, served inline to staff and to nobody of another institution', async () => {
    const response = await inject(gestor, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone: '(11) 97777-4321',
      nome: 'Rita Arquivos',
      midia: { arquivo: `data:image/png;base64,${TINY_PNG_BASE64}`, nome: 'comprovante.png' },
    });
    assert.equal(response.statusCode, 201, response.body);
    const foto = (await historico()).find((item) => item.midia?.nome === 'comprovante.png');
    assert.equal(foto?.tipo, 'imagem');
    assert.equal(foto?.direcao, 'entrada');
    assert.equal(foto?.texto, '');

    const url = `/api/chats/${idChat}/mensagens/${foto?.idMensagem}/midia`;
    const file = await inject(atendente, 'GET', url);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.match(String(file.headers['content-disposition']), /^inline;/);
    assert.equal(file.rawPayload.toString('base64'), TINY_PNG_BASE64);
    assert.equal((await inject(vizinha, 'GET', url)).statusCode, 404);
    // The same message asked under another conversation's id is not found either.
    const other = await inject(atendente, 'GET', `/api/chats/${idChat + 1000}/mensagens/${foto?.idMensagem}/midia`);
    assert.equal(other.statusCode, 404);
  });

  it('refuses, with the reason, a type that could run in a browser, a file past its limit and broken data', async () => {
    const svg = await inject(atendente, 'POST', `/api/chats/${idChat}/midias`, {
      arquivo: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
      nome: 'x.svg',
    });
    assert.equal(svg.statusCode, 400);
    assert.equal((svg.json() as { message: string }).message, MIDIA_MESSAGES.type);

    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64');
    const tooLarge = await inject(atendente, 'POST', `/api/chats/${idChat}/midias`, {
      arquivo: `data:image/jpeg;base64,${big}`,
      nome: 'grande.jpg',
    });
    assert.equal(tooLarge.statusCode, 400);
    assert.equal((tooLarge.json() as { message: string }).message, MIDIA_MESSAGES.tooLarge('imagem'));

    const broken = await inject(atendente, 'POST', `/api/chats/${idChat}/midias`, {
      arquivo: 'data:application/pdf;base64,@@@',
      nome: 'x.pdf',
    });
    assert.equal(broken.statusCode, 400);
    assert.equal(
      (
        await inject(vizinha, 'POST', `/api/chats/${idChat}/midias`, {
          arquivo: `data:image/png;base64,${TINY_PNG_BASE64}`,
          nome: 'a.png',
        })
      ).statusCode,
      404,
    );
  });

  it('offers a file under its name without the format characters that disguise its extension', async () => {
    const response = await inject(atendente, 'POST', `/api/chats/${idChat}/midias`, {
      arquivo: `data:application/pdf;base64,${PDF_BASE64}`,
      nome: 'fatura\u202Efdp.exe\u0007',
    });
    assert.equal(response.statusCode, 201, response.body);
    const mensagem = (response.json() as { data: Mensagem }).data;
    assert.equal(mensagem.midia?.nome, 'faturafdp.exe');
    const file = await inject(atendente, 'GET', `/api/chats/${idChat}/mensagens/${mensagem.idMensagem}/midia`);
    assert.equal(file.headers['content-disposition'], "attachment; filename*=UTF-8''faturafdp.exe");
  });

  it('refuses bytes that are not the declared type, from staff and from the simulated contact, storing and sending nothing', async () => {
    const antes = { enviadas: (await enviadas()).length, historico: (await historico()).length };
    const staff = await inject(atendente, 'POST', `/api/chats/${idChat}/midias`, {
      arquivo: `data:image/png;base64,${HTML_BASE64}`,
      nome: 'foto.png',
    });
    assert.equal(staff.statusCode, 400);
    assert.deepEqual(staff.json(), {
      success: false,
      message:
        'O conteúdo do arquivo não corresponde ao tipo informado (image/png): o conteúdo parece uma página HTML.',
      campo: 'arquivo',
    });
    const contato = await inject(gestor, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone: '(11) 97777-4321',
      nome: 'Rita Arquivos',
      midia: { arquivo: `data:application/pdf;base64,${TINY_PNG_BASE64}`, nome: 'boleto.pdf' },
    });
    assert.equal(contato.statusCode, 400);
    assert.equal(contato.json().campo, 'midia');
    assert.match(contato.json().message, /\(application\/pdf\): o conteúdo parece image\/png\.$/);
    assert.deepEqual({ enviadas: (await enviadas()).length, historico: (await historico()).length }, antes);
  });

  it('reads Evolution media messages: the file with base64, or a note when the gateway sent no bytes', () => {
    const upsert = (message: Record<string, unknown>) =>
      normaliseEvolutionWebhook({
        event: 'messages.upsert',
        data: {
          key: { remoteJid: '5511977774321@s.whatsapp.net', fromMe: false, id: 'MEDIA1' },
          pushName: 'Rita',
          message,
        },
      });
    const [audio] = upsert({ audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true }, base64: 'T2dnUw==' });
    assert.deepEqual(audio, {
      kind: 'message',
      idGateway: 'MEDIA1',
      telefone: '+5511977774321',
      nome: 'Rita',
      texto: '',
      midia: { tipo: 'audio', mime: 'audio/ogg', nome: 'audio.ogg', base64: 'T2dnUw==' },
    });
    const [semBytes] = upsert({ imageMessage: { mimetype: 'image/jpeg', caption: 'Olha' } });
    assert.equal(semBytes?.kind === 'message' && semBytes.midia?.base64, null);
    assert.equal(semBytes?.kind === 'message' && semBytes.texto, 'Olha');
    // A sticker is an image, marked as one (issue #26: nothing the contact sends is dropped).
    const [sticker] = upsert({ stickerMessage: { mimetype: 'image/webp' } });
    assert.deepEqual(sticker?.kind === 'message' && [sticker.midia?.tipo, sticker.conteudo], [
      'imagem',
      { tipo: 'figurinha' },
    ]);
  });
});
