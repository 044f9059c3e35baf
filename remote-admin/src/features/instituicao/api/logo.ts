import { LOGO_MAX_BYTES, type ApiResponse, type InstituicaoDados } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

export const LOGO_MESSAGES = {
  tooLarge: `A imagem passa de ${Math.round(LOGO_MAX_BYTES / 1024)} KB: escolha um arquivo menor.`,
  notImage: 'Escolha um arquivo de imagem (PNG, JPEG, WebP ou GIF).',
} as const;

/** GET /api/instituicao/logo as an object URL for an <img> (the request needs the bearer token). */
export async function getLogoUrl(): Promise<string> {
  const blob = await http.get('/api/instituicao/logo').blob();
  return URL.createObjectURL(blob);
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('leitura do arquivo'));
    reader.readAsDataURL(file);
  });
}

/**
 * PUT /api/instituicao/logo. The size and type checked here only save a useless upload; the
 * server decodes the bytes and re-encodes them itself.
 */
export async function uploadLogo(file: File): Promise<InstituicaoDados> {
  if (!file.type.startsWith('image/')) throw new Error(LOGO_MESSAGES.notImage);
  if (file.size > LOGO_MAX_BYTES) throw new Error(LOGO_MESSAGES.tooLarge);
  const imagem = await readAsDataUrl(file);
  const body = await http.put('/api/instituicao/logo', { json: { imagem } }).json<ApiResponse<InstituicaoDados>>();
  if (!body.data) throw new Error('Resposta sem instituição');
  return body.data;
}

/** DELETE /api/instituicao/logo */
export async function removeLogo(): Promise<InstituicaoDados> {
  const body = await http.delete('/api/instituicao/logo').json<ApiResponse<InstituicaoDados>>();
  if (!body.data) throw new Error('Resposta sem instituição');
  return body.data;
}
