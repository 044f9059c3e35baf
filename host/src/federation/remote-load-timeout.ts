/**
 * A remote that accepts the connection but never answers must not hang the page (DESIGN §2): its
 * manifest and remoteEntry get this deadline, past which the slot shows 'Módulo indisponível'.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;
