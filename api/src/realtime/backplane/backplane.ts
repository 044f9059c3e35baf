import type { Envelope } from '../envelope';

/**
 * Carries envelopes between API processes. The publishing process delivers to its own
 * connections directly; a backplane only has to reach the others.
 */
export type Backplane = {
  start(onEnvelope: (envelope: Envelope) => void): Promise<void>;
  publish(envelope: Envelope): Promise<void>;
  close(): Promise<void>;
};
