import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TINY_PNG_BASE64 } from '../test/route-probes';
import { HTML_BASE64, TINY_CFB_BASE64, TINY_OPUS_BASE64, TINY_PDF_BASE64, TINY_ZIP_BASE64 } from '../test/tiny-files';
import { fileContentRefusal } from './file-content';

const bytes = (base64: string) => Buffer.from(base64, 'base64');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('whether an upload is what its data URL declares', () => {
  it('accepts each kind by its signature: pictures, voice, PDF, Office (ZIP or CFB), ZIP', async () => {
    for (const [mime, base64] of [
      ['image/png', TINY_PNG_BASE64],
      ['audio/ogg', TINY_OPUS_BASE64],
      ['application/pdf', TINY_PDF_BASE64],
      [DOCX, TINY_ZIP_BASE64],
      [XLSX, TINY_ZIP_BASE64],
      ['application/zip', TINY_ZIP_BASE64],
      ['application/msword', TINY_CFB_BASE64],
      ['application/vnd.ms-excel', TINY_CFB_BASE64],
    ] as const) {
      assert.equal(await fileContentRefusal(mime, bytes(base64)), null, mime);
    }
  });

  it('accepts UTF-8 text without NUL, with accents and a BOM, as text and CSV', async () => {
    assert.equal(await fileContentRefusal('text/csv', Buffer.from('\uFEFFnome;cidade\nJoão;São Paulo\n')), null);
    assert.equal(
      await fileContentRefusal('text/plain', Buffer.from('Horário: 8h às 18h <b>não</b> é HTML aqui')),
      null,
    );
  });

  it('refuses an HTML page declared as a picture, a PDF or a text, saying what it looks like', async () => {
    const html = bytes(HTML_BASE64);
    for (const mime of ['image/png', 'application/pdf', 'text/plain', 'text/csv', 'video/mp4']) {
      assert.equal(
        await fileContentRefusal(mime, html),
        `O conteúdo do arquivo não corresponde ao tipo informado (${mime}): o conteúdo parece uma página HTML.`,
      );
    }
    const svg = Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    assert.match(String(await fileContentRefusal('text/plain', svg)), /parece uma página HTML/);
  });

  it('refuses another binary kind, bytes of no kind, and text that is not UTF-8 or holds NUL', async () => {
    assert.match(String(await fileContentRefusal('application/pdf', bytes(TINY_PNG_BASE64))), /parece image\/png\.$/);
    assert.match(String(await fileContentRefusal('image/jpeg', bytes(TINY_ZIP_BASE64))), /parece application\/zip/);
    assert.match(String(await fileContentRefusal(DOCX, bytes(TINY_PDF_BASE64))), /parece application\/pdf/);
    assert.match(String(await fileContentRefusal('text/plain', bytes(TINY_PDF_BASE64))), /parece application\/pdf/);
    assert.match(String(await fileContentRefusal('audio/mpeg', Buffer.from('só texto'))), /não é desse tipo/);
    assert.match(String(await fileContentRefusal('text/csv', Buffer.from('nome;cidade\nJo\xe3o', 'latin1'))), /UTF-8/);
    assert.match(String(await fileContentRefusal('text/plain', Buffer.from('a\u0000b'))), /não é texto/);
  });
});
