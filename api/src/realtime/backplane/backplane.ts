import type { WireEnvelope } from '../envelope';

/**
 * Carries envelopes between API processes. The publishing process delivers to its own
 * connections directly; a backplane only has to reach the others.
 */
export type Backplane = {
  /** `frame`: a delivery's record as bytes (null for a disconnect). */
  start(onEnvelope: (envelope: WireEnvelope, frame: Buffer | null) => void): Promise<void>;
  publish(envelope: WireEnvelope, frame: Buffer | null): Promise<void>;
  close(): Promise<void>;
};
