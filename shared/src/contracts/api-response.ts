/** Envelope every API answer uses (SPEC §7, DESIGN §3). */
export type ApiResponse<T> = {
  success: boolean;
  message: string;
  data?: T;
};

/** Error body: always `success: false` with a pt-BR message a user can act on. */
export type ApiError = {
  success: false;
  message: string;
};
