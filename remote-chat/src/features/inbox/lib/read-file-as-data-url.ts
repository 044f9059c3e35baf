/**
 * A chosen file as a data URL (`data:<type>;base64,...`), the form every upload of the product
 * takes. Rejects when the browser cannot read it (a file removed meanwhile, say).
 * @example const arquivo = await readFileAsDataUrl(input.files[0]);
 */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Não foi possível ler o arquivo.'));
    reader.readAsDataURL(file);
  });
}
