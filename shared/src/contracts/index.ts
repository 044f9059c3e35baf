export * from './api-response';
export * from './auth';
export * from './menu';
export * from './realtime-events';
export * from './remote-page';
