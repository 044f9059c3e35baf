import { atom } from 'jotai';
import {
  normalizeSoundConfig,
  readSoundConfig,
  SOUND_CONFIG_STORAGE_KEY,
  writeSoundConfig,
  type SoundConfig,
} from './sound-config';

/** null until this store writes: the stored value is read lazily, when first asked for. */
const writtenConfigAtom = atom<SoundConfig | null>(null);
writtenConfigAtom.debugPrivate = true;

/** Another tab changed the settings: adopt them so both tabs play the same sounds. */
writtenConfigAtom.onMount = (setWritten) => {
  if (typeof window === 'undefined') return undefined;
  const handleStorage = (event: StorageEvent): void => {
    if (event.key === SOUND_CONFIG_STORAGE_KEY || event.key === null) setWritten(readSoundConfig());
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
};

export type SoundConfigUpdate = Partial<SoundConfig> | ((current: SoundConfig) => Partial<SoundConfig>);

/**
 * The sound settings (SPEC §3) as a jotai atom, persisted in localStorage under
 * `pedidos_sound_config`. Reading gives the stored settings merged with the defaults, from any
 * store, with or without a mounted component (unlike atomWithStorage, whose value is the default
 * until mounted). Writing takes a partial update and persists the merged result.
 * `playNovoPedidoSound()` and friends read storage directly, so they follow every write.
 *
 * @example
 * const [config, setConfig] = useAtom(soundConfigAtom);
 * setConfig({ novoPedidoSound: 'bell' });
 */
export const soundConfigAtom = atom(
  (get): SoundConfig => get(writtenConfigAtom) ?? readSoundConfig(),
  (get, set, update: SoundConfigUpdate): void => {
    const current = get(writtenConfigAtom) ?? readSoundConfig();
    const patch = typeof update === 'function' ? update(current) : update;
    // Normalized like storage would give it back; kept in the atom even when storage is blocked.
    const next = normalizeSoundConfig({ ...current, ...patch });
    writeSoundConfig(next);
    set(writtenConfigAtom, next);
  },
);
soundConfigAtom.debugLabel = 'soundConfigAtom';
