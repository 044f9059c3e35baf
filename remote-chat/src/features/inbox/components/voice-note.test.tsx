import { VOZ_MESSAGES, type Mensagem } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi, testSession } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mensagem } from '../../../test/fixtures';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

/*
 * Voice notes (issue #26, ADR 0033): recorded in the composer and sent as one; played in the
 * history with their length and speed. jsdom has no microphone: a stand-in MediaRecorder hands
 * back a recording as the browser's does (the e2e suite records with Chromium's fake microphone).
 */

const api = setupFakeApi();
const session = testSession();
const stopped: string[] = [];

class FakeRecorder {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: MediaStream) {}
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['som gravado'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const microphone = () => ({ getTracks: () => [{ stop: () => stopped.push('microfone') }] }) as unknown as MediaStream;

beforeEach(() => {
  stopped.length = 0;
  Object.assign(window, { MediaRecorder: FakeRecorder });
  Object.assign(navigator, { mediaDevices: { getUserMedia: jest.fn(async () => microphone()) } });
});
afterEach(() => jest.restoreAllMocks());

function renderComposer() {
  api.on('GET', '/api/respostas-rapidas', () => ok([]));
  return renderWithProviders(
    <Composer
      idChat={1}
      canReply
      onTyping={() => undefined}
      quickReplies={{ create: false, update: false, remove: false }}
    />,
  );
}

const voz = () =>
  mensagem({
    direcao: 'saida',
    tipo: 'audio',
    texto: '',
    status: 'enviada',
    midia: { mime: 'audio/ogg', nome: 'mensagem-de-voz.ogg', tamanho: 9000 },
  });

describe('given the composer and a microphone', () => {
  it('records with a running timer and sends the recording as a voice note, releasing the microphone', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    api.on('POST', '/api/chats/1/midias', () => ok<Mensagem>(voz(), VOZ_MESSAGES.enviada));
    const info = jest.spyOn(showToast, 'info').mockReturnValue('');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    const gravando = await screen.findByRole('group', { name: 'Gravando mensagem de voz' });
    act(() => jest.advanceTimersByTime(3_100));
    expect(gravando).toHaveTextContent('0:03');
    await user.click(screen.getByRole('button', { name: 'Enviar áudio' }));

    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/chats/1/midias')).toBe(true));
    const body = api.calls.find((call) => call.path === '/api/chats/1/midias')?.json as Record<string, unknown>;
    expect(body).toMatchObject({ nome: 'mensagem-de-voz.webm', legenda: '', voz: true });
    // The container without its codecs: a data URL the API takes.
    expect(body.arquivo).toMatch(/^data:audio\/webm;base64,/);
    expect(stopped).toEqual(['microfone']);
    expect(screen.getByRole('button', { name: 'Gravar áudio' })).toBeEnabled();
    expect(info).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('says so when the server sent the recording as a file (no ffmpeg there)', async () => {
    api.on('POST', '/api/chats/1/midias', () => ok<Mensagem>(voz(), VOZ_MESSAGES.semFfmpeg));
    const info = jest.spyOn(showToast, 'info').mockReturnValue('');
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar áudio' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(VOZ_MESSAGES.semFfmpeg));
  });

  it('throws the recording away on Cancelar: nothing is sent', async () => {
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Gravar áudio' })).toBeInTheDocument();
    expect(stopped).toEqual(['microfone']);
    expect(api.calls.some((call) => call.path === '/api/chats/1/midias')).toBe(false);
  });

  it('tells how to allow the microphone when the browser refuses it', async () => {
    Object.assign(navigator, {
      mediaDevices: { getUserMedia: jest.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) },
    });
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('permita o microfone para este site');
  });

  it('offers no recording in a note, and none without a recorder in the browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderComposer();
    await user.click(screen.getByRole('radio', { name: /Nota/ }));
    expect(screen.getByRole('button', { name: 'Gravar áudio' })).toBeDisabled();
    unmount();
    Object.assign(window, { MediaRecorder: undefined });
    renderComposer();
    expect(screen.queryByRole('button', { name: 'Gravar áudio' })).not.toBeInTheDocument();
  });
});

describe('given a voice note in the history', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:voz'), revokeObjectURL: jest.fn() });
  });

  it('plays it in place with its length, at 1×, 1,5× and 2×', async () => {
    api.on(
      'GET',
      '/api/chats/1/mensagens/100/midia',
      () => new Response(new Uint8Array(Buffer.from('OggS')), { headers: { 'content-type': 'audio/ogg' } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MessageBubble mensagem={voz()} />, { session });
    const audio = (await screen.findByLabelText(/Áudio: mensagem-de-voz\.ogg/)) as HTMLAudioElement;
    Object.defineProperty(audio, 'duration', { value: 75.4 });
    fireEvent.loadedMetadata(audio);
    expect(screen.getByLabelText('Duração: 1:15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Velocidade: 1×' }));
    expect(audio.playbackRate).toBe(1.5);
    await user.click(screen.getByRole('button', { name: 'Velocidade: 1,5×' }));
    expect(audio.playbackRate).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Velocidade: 2×' }));
    expect(audio.playbackRate).toBe(1);
  });
});
