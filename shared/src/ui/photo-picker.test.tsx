import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoPicker, type PhotoPickerProps } from './photo-picker';

afterEach(() => jest.restoreAllMocks());

function renderPicker(props: Partial<PhotoPickerProps> = {}) {
  const onChange = props.onChange ?? jest.fn();
  render(<PhotoPicker label="Foto" placeholderIcon="inventory_2" {...props} onChange={onChange} />);
  return { onChange, input: screen.getByLabelText('Foto (arquivo)') };
}

const png = () => new File(['png'], 'foto.png', { type: 'image/png' });

describe('PhotoPicker', () => {
  it('opens the file chooser from its labelled button, the one keyboard stop', async () => {
    const { input } = renderPicker({ acceptedTypes: ['image/png', 'image/tiff'] });
    const choose = within(screen.getByRole('group', { name: 'Foto' })).getByRole('button', { name: 'Escolher foto' });
    expect(choose).toHaveAccessibleDescription('Você ajusta o recorte quadrado (350 × 350 pixels) antes de usar.');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('accept', 'image/png,image/tiff');
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    await userEvent.click(choose);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('offers to replace the saved picture', () => {
    renderPicker({ currentUrl: 'blob:atual', currentAlt: 'Sua foto atual' });
    expect(screen.getByRole('img', { name: 'Sua foto atual' })).toHaveAttribute('src', 'blob:atual');
    expect(screen.getByRole('button', { name: 'Trocar foto' })).toBeInTheDocument();
  });

  it("refuses a file of another type with the caller's message, before decoding it", async () => {
    const decode = jest.fn();
    Object.assign(globalThis, { createImageBitmap: decode });
    const { input, onChange } = renderPicker({
      acceptedTypes: ['image/png'],
      invalidTypeMessage: <span lang="en">Invalid image type</span>,
    });
    await userEvent.upload(input, new File(['GIF8'], 'foto.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid image type');
    expect(screen.getByText('Invalid image type')).toHaveAttribute('lang', 'en');
    expect(decode).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    Reflect.deleteProperty(globalThis, 'createImageBitmap');
  });

  it("says the caller's message when an accepted file cannot be decoded", async () => {
    Object.assign(globalThis, { createImageBitmap: jest.fn(async () => Promise.reject(new Error('broken'))) });
    const { input } = renderPicker({ unreadableMessage: 'No image loaded' });
    await userEvent.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent('No image loaded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    Reflect.deleteProperty(globalThis, 'createImageBitmap');
  });

  describe('with a 400×300 picture chosen', () => {
    let drawImage: jest.Mock;
    let toBlob: jest.SpyInstance;

    beforeEach(() => {
      // jsdom decodes and draws nothing: stand in for the browser's image decoding and canvas.
      Object.assign(globalThis, {
        createImageBitmap: jest.fn(async () => ({ width: 400, height: 300, close: jest.fn() })),
      });
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:nova'), revokeObjectURL: jest.fn() });
      drawImage = jest.fn();
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue({ drawImage, fillRect: jest.fn() } as unknown as CanvasRenderingContext2D);
      toBlob = jest
        .spyOn(HTMLCanvasElement.prototype, 'toBlob')
        .mockImplementation((done, type) => done(new Blob(['pixels'], { type })));
    });

    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'createImageBitmap');
    });

    /** The last square drawn on the dialog's stage: [sx, sy, side]. */
    const stageSquare = () => drawImage.mock.lastCall?.slice(1, 4);

    it("gives the square at the caller's size and type from 'Usar esta foto'", async () => {
      const { input, onChange } = renderPicker({ size: 200, type: 'image/png', quality: 0.8 });
      await userEvent.upload(input, png());
      const cropper = await screen.findByRole('dialog', { name: 'Ajustar foto' });
      expect(cropper).toHaveAccessibleDescription(/200 × 200 pixels/);
      await userEvent.click(within(cropper).getByRole('button', { name: 'Usar esta foto' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      expect(onChange).toHaveBeenCalledTimes(1);
      const image = (onChange as jest.Mock).mock.calls[0][0] as Blob;
      expect(image).toBeInstanceOf(Blob);
      expect(image.type).toBe('image/png');
      const canvas = toBlob.mock.contexts.at(-1) as HTMLCanvasElement;
      expect([canvas.width, canvas.height]).toEqual([200, 200]);
      expect(toBlob).toHaveBeenLastCalledWith(expect.any(Function), 'image/png', 0.8);
      // The centred 300×300 square of the 400×300 picture, drawn over the whole result.
      expect(drawImage.mock.lastCall?.slice(1)).toEqual([50, 0, 300, 300, 0, 0, 200, 200]);
    });

    it('moves and zooms the crop from the keyboard', async () => {
      const { input } = renderPicker();
      await userEvent.upload(input, png());
      const stage = within(await screen.findByRole('dialog', { name: 'Ajustar foto' })).getByRole('img', {
        name: 'Parte da foto que será salva',
      });
      expect(stage).toHaveAttribute('tabindex', '0');
      expect(stageSquare()).toEqual([50, 0, 300]);
      // → moves the picture right, so more of its left side shows: 5% of the 300 px square.
      fireEvent.keyDown(stage, { key: 'ArrowRight' });
      expect(stageSquare()).toEqual([35, 0, 300]);
      fireEvent.keyDown(stage, { key: '+' });
      expect(stageSquare()?.[2]).toBe(240);
      expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '125%');
    });

    it('stays open and busy while an upload made at once runs, then closes', async () => {
      let finish = () => undefined as void;
      const onChange = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const { input } = renderPicker({ onChange });
      await userEvent.upload(input, png());
      const cropper = await screen.findByRole('dialog', { name: 'Ajustar foto' });
      await userEvent.click(within(cropper).getByRole('button', { name: 'Usar esta foto' }));
      await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
      expect(within(cropper).getByRole('button', { name: 'Usar esta foto' })).toHaveAttribute('aria-busy', 'true');
      expect(within(cropper).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
      finish();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('gives nothing when the crop is cancelled', async () => {
      const { input, onChange } = renderPicker();
      await userEvent.upload(input, png());
      const cropper = await screen.findByRole('dialog', { name: 'Ajustar foto' });
      await userEvent.click(within(cropper).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
