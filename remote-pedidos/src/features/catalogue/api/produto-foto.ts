import { FOTO_MAX_BYTES, type ApiResponse, type ProdutoFotoInput } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { useEffect, useState } from 'react';

/** SPEC §5: pictures are centre-cropped to a square and resized to 350×350. */
const SIZE = 350;

/** A picked image file, centre-cropped to 350×350 and encoded as JPEG, ready for the API. */
export async function prepareFoto(file: File): Promise<ProdutoFotoInput> {
  if (!/^image\//.test(file.type)) throw new Error('Escolha um arquivo de imagem.');
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Não foi possível processar a imagem.');
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, SIZE, SIZE);
  bitmap.close();
  const dataUrl = canvas.toDataURL('image/jpeg', 0.92);
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if ((base64.length * 3) / 4 > FOTO_MAX_BYTES) throw new Error('A imagem deve ter no máximo 512 KB.');
  return { contentType: 'image/jpeg', base64 };
}

export async function uploadFoto(id: number, foto: ProdutoFotoInput): Promise<void> {
  await http.put(`/api/produtos-servicos/${id}/foto`, { json: foto }).json<ApiResponse<null>>();
}

/**
 * An object URL for the entry's photo (the API needs the bearer token, so a plain <img src> cannot
 * load it); null while loading, without a photo or when it fails. Revoked on unmount.
 */
export function useFotoUrl(id: number, temFoto: boolean, version: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!temFoto) return undefined;
    const controller = new AbortController();
    let created: string | null = null;
    http
      .get(`/api/produtos-servicos/${id}/foto`, { signal: controller.signal })
      .blob()
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [id, temFoto, version]);
  return temFoto ? url : null;
}
