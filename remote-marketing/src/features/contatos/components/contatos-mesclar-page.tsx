import type { ContatoPagina, MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { usePermissions } from '@colabora/shared/session';
import {
  Button,
  Card,
  combineQueries,
  ConfirmDialog,
  EmptyState,
  Icon,
  PageHeader,
  QueryState,
  showToast,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@colabora/shared/router';
import { useContato } from '../api/get-contato';
import { useMesclarContatos } from '../api/mesclar-contatos';
import { camposHerdados, consentimentoMesclado, etiquetasUnidas } from '../lib/mesclagem-previa';
import { MesclagemLado } from './mesclagem-lado';

export type ContatosMesclarPageProps = { menuItem: MenuItem | null };

const idDe = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Why the merge is missing for a profile that may not delete contacts (the API's rule). */
export const SEM_PERMISSAO_MESCLAR =
  'Seu perfil permite comparar, mas não mesclar contatos: mesclar apaga um dos cadastros (depois de passar tudo dele para o outro), e isso fica para quem pode excluir contatos. Peça a um gestor.';

function OQueAcontece({ fica, sai }: { fica: ContatoPagina; sai: ContatoPagina }) {
  const aceita = consentimentoMesclado(fica.contato.consentimento, sai.contato.consentimento);
  const herdados = camposHerdados(fica, sai);
  const etiquetas = etiquetasUnidas(fica, sai);
  return (
    <Card title="O que acontece ao mesclar">
      <ul className="contatos-mesclar__efeitos">
        <li>
          «{sai.contato.nome}» deixa de existir; tudo dele passa para «{fica.contato.nome}», inclusive o telefone, que
          continua levando a este contato quando escrever.
        </li>
        <li>
          Conversas ({sai.conversas.total}): passam para «{fica.contato.nome}». Duas conversas no mesmo canal viram uma
          só, com as mensagens em ordem e um aviso onde foram juntadas.
        </li>
        <li>
          Leads ({sai.leads.total}), campanhas recebidas ({sai.campanhas.total}) e o histórico de consentimento passam
          junto, sem mudar nada do que foi registrado.
        </li>
        <li>Etiquetas: {etiquetas.length ? etiquetas.map((tag) => `#${tag}`).join(' ') : 'nenhuma'}.</li>
        <li>
          Campos: vale o valor de «{fica.contato.nome}»
          {herdados.length ? `; do outro entram os que faltam (${herdados.join(', ')})` : ''}.
        </li>
        <li>
          Consentimento de marketing: <strong>{aceita ? 'Aceita' : 'Não aceita'}</strong> (vale o mais restrito: um
          “não” registrado em qualquer um dos dois vale para o contato que fica).
        </li>
        <li>A mesclagem fica registrada na auditoria, com o que passou de um para o outro.</li>
      </ul>
    </Card>
  );
}

/**
 * /contatos/mesclar?a=…&b=…: two contacts side by side, the choice of which one stays, what the
 * merge will do, and the merge itself (ADR 0035). A profile without letter D compares only and is
 * told why.
 */
export function ContatosMesclarPage({ menuItem }: ContatosMesclarPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { canDelete } = usePermissions(menuItem);
  const a = idDe(params.get('a'));
  const b = idDe(params.get('b'));
  const [idFica, setIdFica] = useState<number | null>(a);
  const [confirmando, setConfirmando] = useState(false);
  const contatoA = useContato(a ?? 0);
  const contatoB = useContato(b ?? 0);
  const mesclar = useMesclarContatos();

  if (a === null || b === null || a === b)
    return (
      <div className="contatos-page">
        <PageHeader title="Mesclar contatos" />
        <EmptyState
          icon="contacts"
          title="Escolha dois contatos"
          description="Na lista de contatos, marque os dois cadastros da mesma pessoa e use “Mesclar os 2 selecionados”."
          action={
            <Link to=".." relative="path" className="cb-button cb-button--secondary">
              Voltar aos contatos
            </Link>
          }
        />
      </div>
    );

  return (
    <div className="contatos-page">
      <PageHeader
        title="Mesclar contatos"
        description="Os dois cadastros lado a lado: escolha qual fica; tudo do outro passa para ele."
        actions={
          <Link to=".." relative="path" className="cb-button cb-button--ghost">
            Voltar
          </Link>
        }
      />
      {canDelete ? null : (
        <p className="cb-read-only" role="note">
          <Icon name="visibility" />
          <span>{SEM_PERMISSAO_MESCLAR}</span>
        </p>
      )}
      <QueryState
        query={combineQueries(contatoA, contatoB)}
        loadingLabel="Carregando os dois contatos…"
        errorMessage="Não foi possível carregar os dois contatos."
      >
        {([paginaA, paginaB]) => {
          const fica = idFica === b ? paginaB : paginaA;
          const sai = fica === paginaA ? paginaB : paginaA;
          return (
            <>
              <div className="contatos-mesclar">
                {[paginaA, paginaB].map((pagina) => (
                  <MesclagemLado
                    key={pagina.contato.idContato}
                    pagina={pagina}
                    fica={pagina === fica}
                    onEscolher={canDelete ? () => setIdFica(pagina.contato.idContato) : null}
                  />
                ))}
              </div>
              {canDelete ? (
                <>
                  <OQueAcontece fica={fica} sai={sai} />
                  <div className="cb-row">
                    <Button variant="danger" onClick={() => setConfirmando(true)}>
                      Mesclar contatos
                    </Button>
                  </div>
                  <ConfirmDialog
                    open={confirmando}
                    tone="danger"
                    title={`Mesclar «${sai.contato.nome}» em «${fica.contato.nome}»?`}
                    description="Tudo passa para o contato que fica e o outro cadastro deixa de existir. Não dá para desfazer."
                    confirmLabel="Mesclar"
                    loading={mesclar.isPending}
                    onCancel={() => setConfirmando(false)}
                    onConfirm={() =>
                      mesclar.mutate(
                        { idContato: fica.contato.idContato, idMesclado: sai.contato.idContato },
                        {
                          onSuccess: (body) => {
                            showToast.success(body.message);
                            navigate(`../${fica.contato.idContato}`, { relative: 'path' });
                          },
                          onError: (error) => {
                            setConfirmando(false);
                            showToast.error(apiErrorMessage(error, 'Não foi possível mesclar os contatos.'));
                          },
                        },
                      )
                    }
                  />
                </>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
