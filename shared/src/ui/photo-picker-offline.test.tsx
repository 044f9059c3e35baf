import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoPicker } from './photo-picker';

// The cropper's chunk cannot be downloaded (offline, or a deploy removed it).
jest.mock('./square-cropper', () => {
  throw new Error('ChunkLoadError');
});

it('says the cropper could not be opened when its code cannot be downloaded', async () => {
  const close = jest.fn();
  Object.assign(globalThis, { createImageBitmap: jest.fn(async () => ({ width: 400, height: 300, close })) });
  const onChange = jest.fn();
  render(<PhotoPicker label="Foto" placeholderIcon="inventory_2" onChange={onChange} />);
  await userEvent.upload(screen.getByLabelText('Foto (arquivo)'), new File(['png'], 'foto.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível abrir o recorte.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(close).toHaveBeenCalled();
  expect(onChange).not.toHaveBeenCalled();
  Reflect.deleteProperty(globalThis, 'createImageBitmap');
});
