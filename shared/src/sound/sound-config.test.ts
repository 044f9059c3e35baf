import { createStore } from 'jotai';
import { DEFAULT_SOUND_CONFIG, readSoundConfig, SOUND_CONFIG_STORAGE_KEY, writeSoundConfig } from './sound-config';
import { soundConfigAtom } from './sound-config-atom';
import { SOUND_OPTIONS } from './sound-options';
import { SOUND_NAMES } from './tones';

const stored = (): unknown => JSON.parse(localStorage.getItem(SOUND_CONFIG_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('readSoundConfig', () => {
  it('gives the SPEC defaults when nothing is stored', () => {
    expect(readSoundConfig()).toEqual({
      enabled: true,
      novoPedidoSound: 'notification',
      statusUpdateSound: 'soft-bell',
      novoChatSound: 'chime',
      volume: 0.7,
    });
  });

  it('merges what is stored over the defaults', () => {
    localStorage.setItem(SOUND_CONFIG_STORAGE_KEY, JSON.stringify({ novoChatSound: 'ding', volume: 0.3 }));
    expect(readSoundConfig()).toEqual({ ...DEFAULT_SOUND_CONFIG, novoChatSound: 'ding', volume: 0.3 });
  });

  it('replaces invalid fields with defaults and clamps the volume', () => {
    localStorage.setItem(
      SOUND_CONFIG_STORAGE_KEY,
      JSON.stringify({ enabled: 'sim', novoPedidoSound: 'gong', volume: 7 }),
    );
    expect(readSoundConfig()).toEqual({ ...DEFAULT_SOUND_CONFIG, volume: 1 });
  });

  it.each(['{corrupt', 'null', '42', '"texto"', '[]'])('tolerates %s', (raw) => {
    localStorage.setItem(SOUND_CONFIG_STORAGE_KEY, raw);
    expect(readSoundConfig()).toEqual(DEFAULT_SOUND_CONFIG);
  });

  it('tolerates storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readSoundConfig(broken)).toEqual(DEFAULT_SOUND_CONFIG);
    expect(readSoundConfig(null)).toEqual(DEFAULT_SOUND_CONFIG);
  });
});

describe('writeSoundConfig', () => {
  it('stores a complete config under pedidos_sound_config', () => {
    writeSoundConfig({ ...DEFAULT_SOUND_CONFIG, enabled: false });
    expect(stored()).toEqual({ ...DEFAULT_SOUND_CONFIG, enabled: false });
  });

  it('ignores a full storage', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeSoundConfig(DEFAULT_SOUND_CONFIG, full)).not.toThrow();
  });
});

describe('soundConfigAtom', () => {
  it('reads the stored settings without being mounted', () => {
    localStorage.setItem(SOUND_CONFIG_STORAGE_KEY, JSON.stringify({ volume: 0.2 }));
    expect(createStore().get(soundConfigAtom).volume).toBe(0.2);
  });

  it('merges a partial update and persists it', () => {
    const store = createStore();
    store.set(soundConfigAtom, { novoPedidoSound: 'bell' });
    store.set(soundConfigAtom, (current) => ({ volume: current.volume / 2 }));
    expect(store.get(soundConfigAtom)).toEqual({ ...DEFAULT_SOUND_CONFIG, novoPedidoSound: 'bell', volume: 0.35 });
    expect(stored()).toEqual(store.get(soundConfigAtom));
  });

  it('adopts settings another tab wrote', () => {
    const store = createStore();
    const unsubscribe = store.sub(soundConfigAtom, () => undefined);
    localStorage.setItem(SOUND_CONFIG_STORAGE_KEY, JSON.stringify({ enabled: false }));
    window.dispatchEvent(new StorageEvent('storage', { key: SOUND_CONFIG_STORAGE_KEY }));
    expect(store.get(soundConfigAtom).enabled).toBe(false);
    unsubscribe();
  });
});

describe('SOUND_OPTIONS', () => {
  it('offers every sound once, with a pt-BR label', () => {
    expect(SOUND_OPTIONS.map((option) => option.value).sort()).toEqual([...SOUND_NAMES].sort());
    expect(SOUND_OPTIONS.find((option) => option.value === 'soft-bell')?.label).toBe('Sino suave');
    expect(SOUND_OPTIONS.find((option) => option.value === 'chime')?.label).toBe('Carrilhão');
  });
});
