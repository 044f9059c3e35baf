/*
 * The smallest files whose bytes are what they claim to be (the API reads uploads' signatures):
 * fixtures for the suites that send files.
 */

const base64 = (bytes: Buffer) => bytes.toString('base64');

/** A 1×1 transparent PNG. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** An Ogg page whose first packet is an Opus header: a voice message as WhatsApp records it. */
export const TINY_OPUS_BASE64 = base64(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('OpusHead')]));

/** A PDF's header and trailer. */
export const TINY_PDF_BASE64 = base64(Buffer.from('%PDF-1.4\n% teste\ntrailer\n<<>>\n%%EOF\n'));

/** An empty ZIP archive (end of central directory only): what a .docx, .xlsx or .pptx opens with is a ZIP. */
export const TINY_ZIP_BASE64 = base64(Buffer.concat([Buffer.from('504b0506', 'hex'), Buffer.alloc(18)]));

/** The signature of a Compound File Binary (.doc, .xls, .ppt), padded to a sector. */
export const TINY_CFB_BASE64 = base64(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]));

/** An HTML page with a script: what must never pass for a picture, a PDF or a text file. */
export const HTML_BASE64 = base64(Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'));
