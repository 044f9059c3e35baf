/** A generated tone: one oscillator per frequency, all of the same waveform (SPEC §3). */
export type Tone = { readonly frequencies: readonly number[]; readonly type: OscillatorType };

/** The eight tones of SPEC §3, exactly. */
export const TONES = {
  notification: { frequencies: [440], type: 'sine' },
  bell: { frequencies: [523, 659], type: 'sine' },
  chime: { frequencies: [800], type: 'triangle' },
  alert: { frequencies: [750, 1000], type: 'square' },
  ding: { frequencies: [880], type: 'sine' },
  pop: { frequencies: [1200], type: 'sawtooth' },
  update: { frequencies: [600, 900], type: 'sine' },
  beep: { frequencies: [1000], type: 'square' },
} as const satisfies Record<string, Tone>;

export type ToneName = keyof typeof TONES;

/** What a user can pick. 'soft-bell' is in the legacy settings but never had a tone of its own. */
export type SoundName = ToneName | 'soft-bell';

/** SPEC §9: every tone lasts 2 s. */
export const TONE_DURATION_SECONDS = 2;

/** Every name the settings may hold, in picker order. */
export const SOUND_NAMES = [...(Object.keys(TONES) as ToneName[]), 'soft-bell'] as const satisfies readonly SoundName[];

/**
 * True for a name `playSound` knows; guards values read back from storage.
 *
 * @example
 * isSoundName('chime') // → true
 * isSoundName('gong')  // → false
 */
export function isSoundName(value: unknown): value is SoundName {
  return typeof value === 'string' && (SOUND_NAMES as readonly string[]).includes(value);
}

/**
 * The tone a sound name plays: 'soft-bell' (and anything unknown) falls back to 'notification',
 * as the legacy app did (SPEC §3).
 *
 * @example
 * resolveTone('soft-bell') // → TONES.notification
 */
export function resolveTone(name: string): Tone {
  return Object.hasOwn(TONES, name) ? TONES[name as ToneName] : TONES.notification;
}
