export * from './app-store';
export * from './session-atom';
export * from './storage-keys';
export * from './stored-session';
export * from './use-permissions';
export * from './first-screen-shown';
