import type { MenuItem } from '@colabora/shared/contracts';
import { Card, PageHeader } from '@colabora/shared/ui';
import { useParams } from '@colabora/shared/router';
import { EspecialistaPicker } from '../../../components/especialista-picker';
import { IaConfigNotice } from '../../../components/ia-config-notice';
import { useEspecialista, useIaConfig } from '../../../lib/api/get-especialistas';
import { PlaygroundChat } from './playground-chat';
import { UsoPanel } from './uso-panel';

export type PlaygroundPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

/**
 * /especialista-ia/{idEspecialista}: talk to a specialist before letting it answer contacts, and
 * see its usage. Reading is all the screen needs (R): a test conversation changes nothing but the
 * token count.
 */
export function PlaygroundPage({ title, basePath }: PlaygroundPageProps) {
  const { idEspecialista: idParam } = useParams();
  const idEspecialista = idParam ? Number(idParam) : undefined;
  const especialista = useEspecialista(idEspecialista);
  // Without a model, a message could only fail: the conversation is closed, and the notice says why.
  const semIa = useIaConfig().data?.configurada === false;
  return (
    <div className="playground-page">
      <PageHeader
        title={title}
        description="Converse com um especialista como um contato faria, antes de deixá-lo atender pelo WhatsApp."
      />
      <IaConfigNotice />
      <EspecialistaPicker idEspecialista={idEspecialista} basePath={basePath} label="Especialista" />
      {idEspecialista && especialista.data ? (
        <div className="playground-layout">
          <PlaygroundChat
            key={idEspecialista}
            idEspecialista={idEspecialista}
            nome={especialista.data.nome}
            disabled={semIa}
          />
          <Card title="Uso nos últimos 30 dias">
            <UsoPanel idEspecialista={idEspecialista} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}
