import type { MenuItem } from '@colabora/shared/contracts';
import { sessionAtom, usePermissions } from '@colabora/shared/session';
import { Button, EmptyState, PageHeader, QueryState, ReadOnlyNotice } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useCanais } from '../../../lib/api/get-canais';
import { useCanaisEvents } from '../hooks/use-canais-events';
import { CanalCard, type CanalPermissions } from './canal-card';
import { NovoCanalForm } from './novo-canal-form';

export type CanaisPageProps = { title: string; menuItem: MenuItem | null };

/**
 * Conectar WhatsApp: the institution's numbers as cards with their live state and QR Code. States
 * and renewed QR Codes arrive through the chat hub (CanalAtualizado) and are written into the
 * list's cache; actions the menu item's letters do not grant are hidden, and the screen says why.
 */
export function CanaisPage({ title, menuItem }: CanaisPageProps) {
  const gestor = useAtomValue(sessionAtom)?.usuario.gestor ?? false;
  const { canCreate, canUpdate, canDelete } = usePermissions(menuItem);
  const permissions: CanalPermissions = { create: canCreate, update: canUpdate, remove: canDelete, gestor };
  const readOnly = !permissions.create && !permissions.update && !permissions.remove;
  const canais = useCanais();
  useCanaisEvents();
  const [creating, setCreating] = useState(false);

  const novoCanal = permissions.create ? (
    <Button onClick={() => setCreating(true)} aria-expanded={creating}>
      Novo canal
    </Button>
  ) : null;

  return (
    <div className="canais-page">
      <PageHeader
        title={title}
        description="Conecte os números de WhatsApp da instituição lendo o QR Code com o celular de cada número."
        actions={creating ? null : novoCanal}
      />
      {readOnly ? <ReadOnlyNotice subject="os canais de WhatsApp" /> : null}
      {creating ? <NovoCanalForm onDone={() => setCreating(false)} /> : null}

      <QueryState
        query={canais}
        loadingLabel="Carregando canais…"
        errorMessage="Não foi possível carregar os canais de WhatsApp."
        isEmpty={(lista) => lista.length === 0}
        empty={
          <EmptyState
            icon="chat"
            title="Nenhum canal ainda"
            description={
              permissions.create
                ? 'Crie um canal para cada número de WhatsApp da instituição e conecte-o lendo o QR Code.'
                : 'Quando um número de WhatsApp da instituição for cadastrado, ele aparece aqui.'
            }
            action={creating ? null : novoCanal}
          />
        }
      >
        {(lista) => (
          <ul className="canais-grid" aria-label="Canais de WhatsApp">
            {lista.map((canal) => (
              <li key={canal.idCanal}>
                <CanalCard canal={canal} permissions={permissions} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
