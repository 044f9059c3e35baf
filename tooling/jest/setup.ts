import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder; react-router needs it (DESIGN §7).
Object.assign(globalThis, { TextEncoder, TextDecoder });
