import type { FastifyReply } from 'fastify';

/** A stored file as the routes that serve one read it from the database. */
export type ArquivoGuardado = { mime: string; nome: string; conteudo: Uint8Array };

/**
 * Answers a stored file: its own type, shown in the page (`inline`) or offered for download under
 * its name, never sniffed as something else (a file is the user's, not ours to run).
 * @example return sendArquivo(reply, arquivo, { inline: true, cacheControl: 'private, no-cache' });
 */
export function sendArquivo(
  reply: FastifyReply,
  arquivo: ArquivoGuardado,
  options: { inline: boolean; cacheControl: string },
): FastifyReply {
  return reply
    .header('Content-Type', arquivo.mime)
    .header(
      'Content-Disposition',
      `${options.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(arquivo.nome)}`,
    )
    .header('Cache-Control', options.cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(arquivo.conteudo.buffer, arquivo.conteudo.byteOffset, arquivo.conteudo.byteLength));
}
