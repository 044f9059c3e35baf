import type { ImagemUpload } from '../contracts/imagem';

/**
 * The one upload body of every picture (DESIGN §3): `{ imagem: 'data:image/…;base64,…' }` from a
 * picked file or a cropped blob. The server re-encodes it; checking size and type here only spares
 * a useless upload.
 * @example await http.post('/api/Usuario/foto/me', { json: await toImagemUpload(croppedBlob) })
 */
export function toImagemUpload(image: Blob): Promise<ImagemUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ imagem: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('Não foi possível ler a imagem.'));
    reader.readAsDataURL(image);
  });
}
