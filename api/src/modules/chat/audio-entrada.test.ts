import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import type { CursorPage, Mensagem } from '@colabora/shared/contracts';
import { testEngines } from '../../test/build-test-app';
import { bearer } from '../../test/login-as';
import { AUDIO_ENTRADA_MESSAGES } from './audio-entrada';
import { startEvolutionChannelApp, type EvolutionChannelApp } from './testing/evolution-channel-app';

/*
 * Issue #26 (ADR 0036): a contact's audio that a browser of staff cannot play — WhatsApp's own
 * voice notes (Ogg/Opus: not on Safari before 18.4), an older phone's AMR (no browser) — arrives
 * through the fake Evolution's webhook and is kept converted to AAC in MP4 (both browsers play it),
 * with the file as sent beside it; without ffmpeg it is kept as sent and the message says why.
 */

/** A second of a tone as WhatsApp records a voice note: Opus in Ogg, mono. */
const oggOpus = () =>
  execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-ac', '1'].concat([
      '-c:a',
      'libopus',
      '-f',
      'ogg',
      'pipe:1',
    ]),
    { maxBuffer: 10 * 1024 * 1024 },
  );

/** A second of AMR-NB (12.2 kbit/s frames) as an older phone records it. */
const amr = () =>
  Buffer.concat([
    Buffer.from('#!AMR\n'),
    ...Array.from({ length: 50 }, () => Buffer.from([0x3c, ...new Array(31).fill(0)])),
  ]);

/** An MP4 (ISO media) file: its box `ftyp` at byte 4. */
const isMp4 = (bytes: Buffer) => bytes.subarray(4, 8).toString('latin1') === 'ftyp';

function suite(engine: typeof testEngines extends () => (infer E)[] ? E : never, comFfmpeg: boolean) {
  describe(`a contact's audio ${comFfmpeg ? 'converted for every browser' : 'kept, without ffmpeg'} [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let seq = 0;

    before(async () => {
      ctx = await startEvolutionChannelApp(
        engine,
        'Áudios',
        comFfmpeg ? '+5511900003333' : '+5511900004444',
        comFfmpeg ? {} : { ffmpegPath: '/nao/existe/ffmpeg' },
      );
    });
    after(() => ctx.close());

    /** The contact sends `bytes` as a voice note; answers the stored message and its served file. */
    async function voiceNote(bytes: Buffer, mimetype: string) {
      const telefone = `+55119${String(81000000 + ++seq * 7919 + (comFfmpeg ? 0 : 5)).padStart(8, '0')}`;
      const { status } = await ctx.fake.contactWrites(ctx.instance, {
        telefone,
        nome: 'Contato do Áudio',
        texto: '',
        midia: { kind: 'audioMessage', mimetype, base64: bytes.toString('base64') },
      });
      assert.equal(status, 200);
      const [row] = await ctx.testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
        [ctx.idCanal, telefone],
      );
      assert.ok(row);
      const page = await ctx.testApp.app.inject({
        method: 'GET',
        url: `/api/chats/${row.id}/mensagens`,
        headers: bearer(ctx.gestor),
      });
      const [mensagem] = (page.json() as { data: CursorPage<Mensagem> }).data.items;
      assert.ok(mensagem);
      const served = await ctx.testApp.app.inject({
        method: 'GET',
        url: `/api/chats/${row.id}/mensagens/${mensagem.idMensagem}/midia`,
        headers: bearer(ctx.gestor),
      });
      assert.equal(served.statusCode, 200);
      const [original] = await ctx.testApp.app.db.query<{ mime: string | null; conteudo: Uint8Array | null }>(
        'select original_mime as mime, original_conteudo as conteudo from mensagem_midia where id_mensagem = $1',
        [mensagem.idMensagem],
      );
      return { mensagem, served, original };
    }

    if (comFfmpeg) {
      it('keeps WhatsApp’s Ogg/Opus voice note as AAC/MP4, with the original beside it', async () => {
        const bytes = oggOpus();
        const { mensagem, served, original } = await voiceNote(bytes, 'audio/ogg; codecs=opus');
        assert.equal(mensagem.tipo, 'audio');
        assert.equal(mensagem.midia?.mime, 'audio/mp4');
        assert.match(mensagem.midia?.nome ?? '', /\.m4a$/);
        assert.equal(mensagem.texto, '');
        assert.equal(served.headers['content-type'], 'audio/mp4');
        assert.ok(isMp4(served.rawPayload), 'AAC em MP4');
        assert.equal(original?.mime, 'audio/ogg');
        assert.deepEqual(Buffer.from(original?.conteudo ?? []), bytes);
      });

      it('converts an AMR voice note no browser plays', async () => {
        const bytes = amr();
        const { mensagem, served, original } = await voiceNote(bytes, 'audio/amr');
        assert.equal(mensagem.midia?.mime, 'audio/mp4');
        assert.ok(isMp4(served.rawPayload));
        assert.equal(original?.mime, 'audio/amr');
      });
    } else {
      it('keeps an AMR voice note as it came and says why it may not play', async () => {
        const { mensagem, served, original } = await voiceNote(amr(), 'audio/amr');
        assert.equal(mensagem.midia?.mime, 'audio/amr');
        assert.equal(served.headers['content-type'], 'audio/amr');
        assert.equal(mensagem.texto, AUDIO_ENTRADA_MESSAGES.semFfmpeg('AMR'));
        assert.equal(original?.mime, null);
      });
    }
  });
}

for (const engine of testEngines()) {
  suite(engine, true);
  suite(engine, false);
}
