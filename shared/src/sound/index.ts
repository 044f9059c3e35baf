export { getAudioContext, unlockAudio } from './audio-context';
export * from './play-event-sounds';
export * from './play-sound';
export * from './sound-config';
export * from './sound-config-atom';
export * from './sound-options';
export * from './tones';
