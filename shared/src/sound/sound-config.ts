import { isSoundName, type SoundName } from './tones';

/** SPEC §3: the sound settings, stored under `pedidos_sound_config`. */
export type SoundConfig = {
  enabled: boolean;
  novoPedidoSound: SoundName;
  statusUpdateSound: SoundName;
  novoChatSound: SoundName;
  /** 0 (silent) to 1. */
  volume: number;
};

export const SOUND_CONFIG_STORAGE_KEY = 'pedidos_sound_config';

/** SPEC §3 and §9 defaults. */
export const DEFAULT_SOUND_CONFIG: Readonly<SoundConfig> = Object.freeze({
  enabled: true,
  novoPedidoSound: 'notification',
  statusUpdateSound: 'soft-bell',
  novoChatSound: 'chime',
  volume: 0.7,
});

/**
 * Turns anything (a parsed JSON value, a partial update) into a complete config: each valid field
 * is kept, each missing or invalid one takes its default, volume is clamped to 0–1. A stored
 * config written by an older or newer version therefore never breaks the sounds.
 *
 * @example
 * normalizeSoundConfig({ volume: 3, novoChatSound: 'gong' })
 * // → { ...DEFAULT_SOUND_CONFIG, volume: 1 }
 */
export function normalizeSoundConfig(value: unknown): SoundConfig {
  const stored: Record<string, unknown> = value && typeof value === 'object' ? { ...value } : {};
  const sound = (key: 'novoPedidoSound' | 'statusUpdateSound' | 'novoChatSound'): SoundName => {
    const candidate = stored[key];
    return isSoundName(candidate) ? candidate : DEFAULT_SOUND_CONFIG[key];
  };
  const volume = stored['volume'];
  return {
    enabled: typeof stored['enabled'] === 'boolean' ? stored['enabled'] : DEFAULT_SOUND_CONFIG.enabled,
    novoPedidoSound: sound('novoPedidoSound'),
    statusUpdateSound: sound('statusUpdateSound'),
    novoChatSound: sound('novoChatSound'),
    volume:
      typeof volume === 'number' && Number.isFinite(volume)
        ? Math.min(1, Math.max(0, volume))
        : DEFAULT_SOUND_CONFIG.volume,
  };
}

/** localStorage may be missing (tests, workers) or throw (Safari private mode, blocked storage). */
function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored sound settings merged over the defaults. Missing, corrupt or unreadable storage gives
 * the defaults; it never throws.
 *
 * @example
 * readSoundConfig() // → { enabled: true, novoPedidoSound: 'notification', …, volume: 0.7 }
 */
export function readSoundConfig(storage: Storage | null = defaultStorage()): SoundConfig {
  try {
    const raw = storage?.getItem(SOUND_CONFIG_STORAGE_KEY);
    return normalizeSoundConfig(raw ? JSON.parse(raw) : null);
  } catch {
    return normalizeSoundConfig(null);
  }
}

/**
 * Stores the sound settings (normalized first, so the stored JSON is always complete). A full or
 * blocked storage is ignored: the sounds keep working for this page with what the caller holds.
 *
 * @example
 * writeSoundConfig({ ...readSoundConfig(), volume: 0.4 })
 */
export function writeSoundConfig(config: SoundConfig, storage: Storage | null = defaultStorage()): void {
  try {
    storage?.setItem(SOUND_CONFIG_STORAGE_KEY, JSON.stringify(normalizeSoundConfig(config)));
  } catch {
    // Quota exceeded or storage disabled: nothing useful to tell the user.
  }
}
