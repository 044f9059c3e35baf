/** The cache key of GET /api/chats/nao-lidas, per user (another sign-in never sees the previous user's count). */
export const chatsAguardandoQueryKey = (idUsuario: number) => ['chats-aguardando', idUsuario] as const;
