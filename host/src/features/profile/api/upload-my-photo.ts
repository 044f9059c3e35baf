import type { ApiResponse } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** POST /api/Usuario/foto/me with the cropped image's bytes; the server re-encodes it. */
export async function uploadMyPhoto(image: Blob): Promise<ApiResponse<{ temFoto: boolean }>> {
  return http
    .post('/api/Usuario/foto/me', { body: image, headers: { 'content-type': image.type || 'image/png' } })
    .json<ApiResponse<{ temFoto: boolean }>>();
}

/** DELETE /api/Usuario/foto/me: back to the default picture. */
export async function removeMyPhoto(): Promise<ApiResponse<{ temFoto: boolean }>> {
  return http.delete('/api/Usuario/foto/me').json<ApiResponse<{ temFoto: boolean }>>();
}
