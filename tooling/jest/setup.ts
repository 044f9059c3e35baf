import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder; react-router needs it (DESIGN §7).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's Blob (and File) lack arrayBuffer() and text(), which screens use to read a picked file.
function readBlob<T extends ArrayBuffer | string>(blob: Blob, as: 'arrayBuffer' | 'text'): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}
if (typeof Blob !== 'undefined' && !Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return readBlob<ArrayBuffer>(this, 'arrayBuffer');
  };
}
if (typeof Blob !== 'undefined' && !Blob.prototype.text) {
  Blob.prototype.text = function text(this: Blob) {
    return readBlob<string>(this, 'text');
  };
}
