import { getAudioContext } from './audio-context';
import { DEFAULT_SOUND_CONFIG } from './sound-config';
import { resolveTone, TONE_DURATION_SECONDS, type SoundName } from './tones';

/** A 10 ms fade-in and a 60 ms fade-out: a gain jump at either edge is heard as a click. */
export const ATTACK_SECONDS = 0.01;
export const RELEASE_SECONDS = 0.06;
/** The tone decays to 1% of its peak before the release, like a struck bell. */
const DECAY_FLOOR = 0.01;

/**
 * Plays a generated tone for 2 s (SPEC §3). Each frequency gets its own oscillator, all through one
 * GainNode that shapes the envelope: up to `volume` divided by the number of oscillators (so a
 * two-note tone peaks no louder than a one-note one and never clips), a decay, and a short release
 * to silence at the 2 s mark. 'soft-bell' and unknown names play 'notification'.
 * Silent, returning false, when Web Audio is unavailable or the volume is 0.
 *
 * @example
 * playSound('chime', 0.7) // → true
 */
export function playSound(name: SoundName, volume: number = DEFAULT_SOUND_CONFIG.volume): boolean {
  const level = Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_SOUND_CONFIG.volume;
  if (level === 0) return false;
  const audio = getAudioContext();
  if (!audio) return false;
  try {
    // A context still waiting for a user gesture keeps the tone queued until it resumes.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const tone = resolveTone(name);
    const start = audio.currentTime;
    const end = start + TONE_DURATION_SECONDS;
    const peak = level / tone.frequencies.length;

    const gain = audio.createGain();
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(peak, start + ATTACK_SECONDS);
    gain.gain.exponentialRampToValueAtTime(peak * DECAY_FLOOR, end - RELEASE_SECONDS);
    gain.gain.linearRampToValueAtTime(0, end);
    gain.connect(audio.destination);

    const oscillators = tone.frequencies.map((frequency) => {
      const oscillator = audio.createOscillator();
      oscillator.type = tone.type;
      oscillator.frequency.setValueAtTime(frequency, start);
      oscillator.connect(gain);
      return oscillator;
    });
    // Free the nodes once the tone is over; the context lives on for the next sound.
    const last = oscillators.at(-1);
    if (last) {
      last.onended = () => {
        for (const oscillator of oscillators) oscillator.disconnect();
        gain.disconnect();
      };
    }
    for (const oscillator of oscillators) {
      oscillator.start(start);
      oscillator.stop(end);
    }
    return true;
  } catch {
    // A broken or closed context must never break the screen that wanted a sound.
    return false;
  }
}
