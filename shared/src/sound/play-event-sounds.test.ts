import { resetAudioContext } from './audio-context';
import { playNovoChatSound, playNovoPedidoSound, playStatusUpdateSound } from './play-event-sounds';
import { SOUND_CONFIG_STORAGE_KEY } from './sound-config';
import { FakeAudioContext, installAudioContext } from './testing/fake-audio-context';

/** Frequencies heard, across every context created. */
const heard = (): number[] =>
  FakeAudioContext.instances.flatMap((audio) => audio.oscillators.map((o) => o.frequency.automations[0]?.value ?? NaN));
const loudness = (): number[] => FakeAudioContext.instances.flatMap((audio) => audio.gains.map((g) => g.gain.peak));

const store = (config: object): void => localStorage.setItem(SOUND_CONFIG_STORAGE_KEY, JSON.stringify(config));

beforeEach(() => {
  localStorage.clear();
  resetAudioContext();
  installAudioContext(FakeAudioContext);
});

describe('given the default settings', () => {
  it('plays the notification tone for a new order at 0.7', () => {
    expect(playNovoPedidoSound()).toBe(true);
    expect(heard()).toEqual([440]);
    expect(loudness()).toEqual([0.7]);
  });

  it('plays soft-bell, which falls back to notification, for a status update', () => {
    playStatusUpdateSound();
    expect(heard()).toEqual([440]);
  });

  it('plays the chime for a new chat of the user institution', () => {
    expect(playNovoChatSound(7, 7)).toBe(true);
    expect(heard()).toEqual([800]);
  });
});

describe('given a chat of another institution', () => {
  it('plays nothing', () => {
    expect(playNovoChatSound(8, 7)).toBe(false);
    expect(playNovoChatSound(7, null)).toBe(false);
    expect(playNovoChatSound(undefined, undefined)).toBe(false);
    expect(heard()).toEqual([]);
  });

  it('matches ids by value, as the legacy string id in storage holds them', () => {
    expect(playNovoChatSound(7, '7')).toBe(true);
  });
});

describe('given stored settings', () => {
  it('plays the chosen sounds at the chosen volume', () => {
    store({ enabled: true, novoPedidoSound: 'bell', statusUpdateSound: 'beep', novoChatSound: 'pop', volume: 0.4 });
    playNovoPedidoSound();
    playStatusUpdateSound();
    playNovoChatSound(1, 1);
    expect(heard()).toEqual([523, 659, 1000, 1200]);
    expect(loudness().map((value) => Number(value.toFixed(2)))).toEqual([0.2, 0.4, 0.4]);
  });

  it('plays nothing at all when sounds are disabled', () => {
    store({ enabled: false });
    expect(playNovoPedidoSound()).toBe(false);
    expect(playStatusUpdateSound()).toBe(false);
    expect(playNovoChatSound(7, 7)).toBe(false);
    expect(FakeAudioContext.instances).toHaveLength(0);
  });

  it('falls back to the defaults when the stored JSON is corrupt', () => {
    localStorage.setItem(SOUND_CONFIG_STORAGE_KEY, '{oops');
    playNovoPedidoSound();
    expect(heard()).toEqual([440]);
  });
});
