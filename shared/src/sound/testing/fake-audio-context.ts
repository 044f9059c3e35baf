/*
 * A recording stand-in for the Web Audio API (jsdom has none). It keeps what a listener would
 * hear: which oscillators ran, with which waveform and frequency, from when to when, and the
 * gain envelope they went through. Test-only; not exported by the package.
 */

type Automation = { method: 'set' | 'linear' | 'exponential'; value: number; time: number };

export class FakeAudioParam {
  value = 0;
  readonly automations: Automation[] = [];

  setValueAtTime(value: number, time: number): this {
    this.automations.push({ method: 'set', value, time });
    return this;
  }

  linearRampToValueAtTime(value: number, time: number): this {
    this.automations.push({ method: 'linear', value, time });
    return this;
  }

  exponentialRampToValueAtTime(value: number, time: number): this {
    // The real API throws on 0: an envelope that did this would fail in browsers.
    if (value <= 0) throw new RangeError('exponentialRampToValueAtTime needs a positive value');
    this.automations.push({ method: 'exponential', value, time });
    return this;
  }

  /** The highest value the envelope reaches and the value it ends on. */
  get peak(): number {
    return Math.max(...this.automations.map((a) => a.value));
  }

  get last(): Automation | undefined {
    return this.automations.at(-1);
  }
}

export class FakeAudioNode {
  readonly connections: unknown[] = [];
  disconnected = false;

  connect(destination: unknown): void {
    this.connections.push(destination);
  }

  disconnect(): void {
    this.disconnected = true;
  }
}

export class FakeGainNode extends FakeAudioNode {
  readonly gain = new FakeAudioParam();
}

export class FakeOscillatorNode extends FakeAudioNode {
  type: OscillatorType = 'sine';
  readonly frequency = new FakeAudioParam();
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  onended: (() => void) | null = null;

  start(time: number): void {
    this.startedAt = time;
  }

  stop(time: number): void {
    this.stoppedAt = time;
  }
}

export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: AudioContextState = 'running';
  currentTime = 12.5;
  readonly destination = new FakeAudioNode();
  readonly oscillators: FakeOscillatorNode[] = [];
  readonly gains: FakeGainNode[] = [];
  resumeCalls = 0;

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  createOscillator(): FakeOscillatorNode {
    const oscillator = new FakeOscillatorNode();
    this.oscillators.push(oscillator);
    return oscillator;
  }

  createGain(): FakeGainNode {
    const gain = new FakeGainNode();
    this.gains.push(gain);
    return gain;
  }

  resume(): Promise<void> {
    this.resumeCalls += 1;
    this.state = 'running';
    return Promise.resolve();
  }
}

/** Puts the fake (or nothing) where the browser's AudioContext would be. */
export function installAudioContext(constructor: unknown): void {
  FakeAudioContext.instances = [];
  Object.defineProperty(window, 'AudioContext', { value: constructor, configurable: true, writable: true });
}

export function lastContext(): FakeAudioContext {
  const context = FakeAudioContext.instances.at(-1);
  if (!context) throw new Error('No AudioContext was created');
  return context;
}
