type AudioContextConstructor = new () => AudioContext;
/** Safari before 14.1 only has the prefixed constructor. */
type AudioWindow = { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };

let context: AudioContext | null = null;

/**
 * The page's one AudioContext, created on first use (browsers limit how many a page may open).
 * Gives `null` where Web Audio is missing or refuses to start, so callers can stay silent.
 *
 * @example
 * const audio = getAudioContext();
 * if (audio) audio.createOscillator();
 */
export function getAudioContext(): AudioContext | null {
  if (context && context.state !== 'closed') return context;
  const audioWindow: AudioWindow | undefined = typeof window === 'undefined' ? undefined : (window as AudioWindow);
  const Constructor = audioWindow?.AudioContext ?? audioWindow?.webkitAudioContext;
  if (!Constructor) return null;
  try {
    context = new Constructor();
  } catch {
    context = null;
  }
  return context;
}

/**
 * Resumes the AudioContext. Browsers start it suspended until the user interacts with the page,
 * so the host calls this from its first click or key press; sounds for events arriving later
 * (a new order over the hub) can then play. Never rejects.
 *
 * @example
 * document.addEventListener('pointerdown', () => void unlockAudio(), { once: true });
 */
export async function unlockAudio(): Promise<void> {
  const audio = getAudioContext();
  if (audio?.state !== 'suspended') return;
  try {
    await audio.resume();
  } catch {
    // Still not allowed (no user gesture yet): a later call may succeed.
  }
}

/** Forgets the cached context, so tests can install a new fake. Not part of the public face. */
export function resetAudioContext(): void {
  context = null;
}
