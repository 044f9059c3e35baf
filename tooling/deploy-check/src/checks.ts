// The deploy checks, one file per subject; tests import from here.
export * from './compose-checks.ts';
export * from './dockerfile-checks.ts';
export * from './nginx-app-checks.ts';
export * from './gateway-checks.ts';
