import type { ApiResponse, PerfilAcessoDetalhe, PermissaoMenu } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/perfis/:id: the profile and its whole matrix. */
export async function getPerfil(id: number): Promise<PerfilAcessoDetalhe> {
  const body = await http.get(`/api/perfis/${id}`).json<ApiResponse<PerfilAcessoDetalhe>>();
  if (!body.data) throw new Error('Resposta sem perfil');
  return body.data;
}

/** GET /api/perfis/telas: every screen, none granted (a new profile's matrix). */
export async function getTelas(): Promise<PermissaoMenu[]> {
  const body = await http.get('/api/perfis/telas').json<ApiResponse<PermissaoMenu[]>>();
  return body.data ?? [];
}
