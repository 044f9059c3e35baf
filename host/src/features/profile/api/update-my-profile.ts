import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { meuPerfilSchema, type AtualizarPerfilRequest, type MeuPerfil } from '@colabora/shared/contracts/perfil';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSessionUsuario } from '../update-session-usuario';
import { myProfileQueryKey } from './get-my-profile';

/** PUT /api/Usuario/perfil/me: name, e-mail, phone and birthday (ISO). */
export function updateMyProfile(request: AtualizarPerfilRequest): Promise<ApiResponse<MeuPerfil>> {
  return getEnvelope(http.put('/api/Usuario/perfil/me', { json: request }), meuPerfilSchema);
}

/** Saves the profile; the answer becomes the cached profile and the stored session's name. */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (result) => {
      if (!result.data) return;
      queryClient.setQueryData(myProfileQueryKey, result.data);
      updateSessionUsuario({ nome: result.data.nome, telefone: result.data.telefone, email: result.data.email });
    },
  });
}
