import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A voice note recorded in the composer (issue #26, docs/decisions/0033): browsers record WebM/Opus
 * (Chromium, Firefox) or MP4/AAC (Safari); WhatsApp plays as a voice message only Ogg/Opus, mono.
 * The conversion runs here, with the ffmpeg the machine has (installed by .ci/run and the deploy
 * scripts), so what is stored, shown to staff and sent is the very file the contact hears.
 */

/** What converting gave: the Ogg/Opus bytes, or why not (ffmpeg missing, or it refused the file). */
export type VozConvertida =
  | { ok: true; bytes: Buffer }
  | { ok: false; motivo: 'sem-ffmpeg' | 'falhou'; /** ffmpeg's last words, for the log. */ detalhe: string };

/** Past this the conversion is given up (a 10 MB recording converts in well under a second). */
const CONVERSION_TIMEOUT_MS = 30_000;

/**
 * WhatsApp's voice-note format: Opus in Ogg, one channel, 48 kHz, a speech bitrate. Files go
 * through a temporary folder, not pipes: an MP4 from Safari keeps its index at the end, which
 * ffmpeg cannot read from a pipe.
 */
const ffmpegArgs = (input: string, output: string) => [
  '-hide_banner',
  '-loglevel',
  'error',
  '-nostdin',
  '-y',
  '-i',
  input,
  '-vn',
  '-map_metadata',
  '-1',
  '-ac',
  '1',
  '-ar',
  '48000',
  '-c:a',
  'libopus',
  '-b:a',
  '32k',
  '-application',
  'voip',
  '-f',
  'ogg',
  output,
];

type Run = { result: 'ok' | 'sem-ffmpeg' | 'falhou'; stderr: string };

function run(ffmpegPath: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), CONVERSION_TIMEOUT_MS);
    // ENOENT (or EACCES): there is no ffmpeg to run.
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ result: 'sem-ffmpeg', stderr: error.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ result: code === 0 ? 'ok' : 'falhou', stderr });
    });
  });
}

/**
 * Converts a recording to WhatsApp's voice-note Ogg/Opus.
 * @example const voz = await converterParaVoz(webmBytes, 'ffmpeg'); if (voz.ok) send(voz.bytes);
 */
export function converterParaVoz(bytes: Buffer, ffmpegPath: string): Promise<VozConvertida> {
  return converterComFfmpeg(bytes, ffmpegPath, 'voz.ogg', ffmpegArgs);
}

/**
 * Runs ffmpeg over `bytes` with `args(input, output)` through a temporary folder; answers the
 * output file's bytes, or why not. Also how a contact's audio becomes one every browser plays
 * (audio-entrada.ts).
 */
export async function converterComFfmpeg(
  bytes: Buffer,
  ffmpegPath: string,
  saida: string,
  args: (input: string, output: string) => string[],
): Promise<VozConvertida> {
  const folder = await mkdtemp(join(tmpdir(), 'colabora-audio-'));
  try {
    const input = join(folder, 'entrada');
    const output = join(folder, saida);
    await writeFile(input, bytes);
    const { result, stderr } = await run(ffmpegPath, args(input, output));
    if (result !== 'ok') return { ok: false, motivo: result, detalhe: stderr };
    const converted = await readFile(output);
    return converted.byteLength ? { ok: true, bytes: converted } : { ok: false, motivo: 'falhou', detalhe: stderr };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
