import { createStore } from 'jotai';

/**
 * The one jotai store of the composed app. Non-React code (the HTTP client, the realtime
 * registry) reads and writes session state through it; the host mounts it in a <Provider>.
 */
export const appStore = createStore();
