import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * Records a voice note from the microphone with the browser's MediaRecorder (issue #26, ADR 0033).
 * The browser records what it can (WebM/Opus in Chromium and Firefox, MP4/AAC in Safari); the API
 * converts it to WhatsApp's Ogg/Opus. Nothing leaves the page until the user sends.
 */

/** Longest voice note: past it the recording stops on its own and waits to be sent or cancelled. */
export const VOZ_MAX_SEGUNDOS = 10 * 60;

export type VoiceRecorderState =
  | { fase: 'parado' }
  | { fase: 'pedindo' }
  | { fase: 'gravando'; segundos: number }
  | { fase: 'erro'; mensagem: string };

/** The recording's container without codecs (`audio/webm;codecs=opus` → `audio/webm`): what a data URL carries. */
const baseMime = (mime: string) => mime.split(';')[0]?.trim().toLowerCase() || 'audio/webm';

const EXTENSION: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

/** Whether this browser can record at all (no MediaRecorder or no microphone API: the button is not offered). */
export const canRecordVoice = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The recording, ready to upload: its bytes under the container's plain type, and a file name. */
export type Gravacao = { blob: Blob; nome: string };

/**
 * start() asks for the microphone and records; finish() stops and answers the recording;
 * cancel() stops and throws it away. The microphone is released on every way out (unmount too).
 */
export function useVoiceRecorder() {
  const [state, setState] = useState<VoiceRecorderState>({ fase: 'parado' });
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const timer = useRef<number | null>(null);

  const release = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    recorder.current?.stream.getTracks().forEach((track) => track.stop());
  }, []);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [release],
  );

  const start = useCallback(async () => {
    setState({ fase: 'pedindo' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState({
        fase: 'erro',
        mensagem: 'Sem acesso ao microfone: permita o microfone para este site nas configurações do navegador.',
      });
      return;
    }
    const media = new MediaRecorder(stream);
    chunks.current = [];
    media.ondataavailable = (event) => {
      if (event.data.size) chunks.current.push(event.data);
    };
    recorder.current = media;
    // Chunks every second: a long recording never waits whole in the recorder.
    media.start(1000);
    const startedAt = Date.now();
    setState({ fase: 'gravando', segundos: 0 });
    timer.current = window.setInterval(() => {
      const segundos = Math.floor((Date.now() - startedAt) / 1000);
      if (segundos >= VOZ_MAX_SEGUNDOS && media.state === 'recording') media.pause();
      setState({ fase: 'gravando', segundos: Math.min(segundos, VOZ_MAX_SEGUNDOS) });
    }, 250);
  }, []);

  const stop = useCallback((): Promise<Gravacao | null> => {
    const media = recorder.current;
    recorder.current = null;
    if (!media || media.state === 'inactive') {
      release();
      media?.stream.getTracks().forEach((track) => track.stop());
      setState({ fase: 'parado' });
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      media.onstop = () => {
        media.stream.getTracks().forEach((track) => track.stop());
        const mime = baseMime(media.mimeType || chunks.current[0]?.type || 'audio/webm');
        const blob = new Blob(chunks.current, { type: mime });
        chunks.current = [];
        resolve(blob.size ? { blob, nome: `mensagem-de-voz.${EXTENSION[mime] ?? 'webm'}` } : null);
      };
      if (timer.current !== null) window.clearInterval(timer.current);
      timer.current = null;
      media.stop();
      setState({ fase: 'parado' });
    });
  }, [release]);

  const cancel = useCallback(() => {
    void stop();
  }, [stop]);

  const dismissError = useCallback(() => setState({ fase: 'parado' }), []);

  return { state, start, finish: stop, cancel, dismissError };
}
