import type { ApiResponse } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** DELETE /api/perfis/:id: refused with 409 while a user holds the profile. */
export async function deletePerfil(id: number): Promise<string> {
  const body = await http.delete(`/api/perfis/${id}`).json<ApiResponse<never>>();
  return body.message;
}
