import { resetAudioContext } from './audio-context';
import { ATTACK_SECONDS, playSound } from './play-sound';
import { FakeAudioContext, installAudioContext, lastContext } from './testing/fake-audio-context';
import type { SoundName } from './tones';

beforeEach(() => {
  resetAudioContext();
  installAudioContext(FakeAudioContext);
});

describe('playSound', () => {
  it.each<[SoundName, OscillatorType, number[]]>([
    ['notification', 'sine', [440]],
    ['bell', 'sine', [523, 659]],
    ['chime', 'triangle', [800]],
    ['alert', 'square', [750, 1000]],
    ['ding', 'sine', [880]],
    ['pop', 'sawtooth', [1200]],
    ['update', 'sine', [600, 900]],
    ['beep', 'square', [1000]],
  ])('plays %s as %s at %p Hz for 2 s', (name, type, frequencies) => {
    expect(playSound(name, 0.7)).toBe(true);
    const audio = lastContext();
    expect(audio.oscillators).toHaveLength(frequencies.length);
    expect(audio.oscillators.map((o) => o.frequency.automations[0]?.value)).toEqual(frequencies);
    for (const oscillator of audio.oscillators) {
      expect(oscillator.type).toBe(type);
      expect(oscillator.startedAt).toBe(12.5);
      expect(oscillator.stoppedAt).toBe(14.5);
      expect(oscillator.connections).toEqual([audio.gains[0]]);
    }
  });

  it('falls back to the notification tone for soft-bell', () => {
    playSound('soft-bell', 0.7);
    const [oscillator, ...others] = lastContext().oscillators;
    expect(others).toHaveLength(0);
    expect(oscillator?.type).toBe('sine');
    expect(oscillator?.frequency.automations[0]?.value).toBe(440);
  });

  it('falls back to the notification tone for a name it does not know', () => {
    playSound('gong' as SoundName, 0.7);
    expect(lastContext().oscillators.map((o) => o.frequency.automations[0]?.value)).toEqual([440]);
  });

  it('routes one gain to the speakers, peaking at the volume and ending silent at 2 s', () => {
    playSound('chime', 0.5);
    const audio = lastContext();
    expect(audio.gains).toHaveLength(1);
    const gain = audio.gains[0];
    expect(gain?.connections).toEqual([audio.destination]);
    expect(gain?.gain.automations[0]).toEqual({ method: 'set', value: 0, time: 12.5 });
    expect(gain?.gain.automations[1]).toEqual({ method: 'linear', value: 0.5, time: 12.5 + ATTACK_SECONDS });
    expect(gain?.gain.peak).toBe(0.5);
    expect(gain?.gain.last).toEqual({ method: 'linear', value: 0, time: 14.5 });
  });

  it('splits the volume between the notes of a chord so it does not clip', () => {
    playSound('alert', 0.8);
    expect(lastContext().gains[0]?.gain.peak).toBeCloseTo(0.4);
  });

  it('clamps the volume to 1', () => {
    playSound('beep', 5);
    expect(lastContext().gains[0]?.gain.peak).toBe(1);
  });

  it('plays nothing at volume 0', () => {
    expect(playSound('beep', 0)).toBe(false);
    expect(FakeAudioContext.instances).toHaveLength(0);
  });

  it('reuses one AudioContext for every sound', () => {
    playSound('ding', 0.7);
    playSound('pop', 0.7);
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(lastContext().oscillators).toHaveLength(2);
  });

  it('releases the nodes when the tone ends', () => {
    playSound('bell', 0.7);
    const audio = lastContext();
    audio.oscillators.at(-1)?.onended?.();
    expect(audio.oscillators.every((o) => o.disconnected)).toBe(true);
    expect(audio.gains[0]?.disconnected).toBe(true);
  });

  it('asks a suspended context to resume', () => {
    playSound('ding', 0.7);
    const audio = lastContext();
    audio.state = 'suspended';
    playSound('ding', 0.7);
    expect(audio.resumeCalls).toBe(1);
  });

  it('is silent without Web Audio', () => {
    installAudioContext(undefined);
    expect(playSound('chime', 0.7)).toBe(false);
  });

  it('is silent when the browser refuses to create a context', () => {
    installAudioContext(
      class {
        constructor() {
          throw new Error('NotAllowedError');
        }
      },
    );
    expect(() => playSound('chime', 0.7)).not.toThrow();
    expect(playSound('chime', 0.7)).toBe(false);
  });
});
