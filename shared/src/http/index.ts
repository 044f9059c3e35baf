export * from './http-client';
export * from './http-error-policy';
export * from './messages';
