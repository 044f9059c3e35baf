import type { MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { useCanOpen } from '@colabora/shared/query';
import { usePermissions } from '@colabora/shared/session';
import {
  Button,
  combineQueries,
  downloadFile,
  LoadingState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  SelectField,
  showToast,
} from '@colabora/shared/ui';
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from '@colabora/shared/router';
import { useCampanhas } from '../../../lib/api/get-campanhas';
import { useCampanhaOpcoes } from '../../../lib/api/get-campanha-opcoes';
import { useSaveCampanha } from '../../../lib/api/save-campanha';
import { CamposGuia } from './campos-guia';
import { campanhaToInput, exportFileName, novaCampanhaInput, toJsonText } from '../lib/campanha-json-text';
import type { CampanhaJsonCheck } from '../lib/validate-campanha-json';

// CodeMirror and the JSON Schema load with this screen only, never with the rest of marketing.
const JsonEditor = lazy(() => import('./json-editor'));

/** A file of at most this size is read on import (a campaign is a few KB; 5,000 picked contacts ≈ 40 KB). */
const IMPORT_MAX_BYTES = 512 * 1024;

/** The editor's text (or the schema) saved as a JSON file. */
const download = (name: string, text: string) => downloadFile(name, new Blob([text], { type: 'application/json' }));

export type JsonCampanhaPageProps = { title: string; menuItem: MenuItem | null };

/**
 * /json-campanha: a campaign as JSON: pick one (or start a new one), edit it with markers at the
 * line of each problem and completion of keys, import a file, export it, save it through the same
 * API and contract as the Campanhas form.
 */
export function JsonCampanhaPage({ title, menuItem }: JsonCampanhaPageProps) {
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const canOpenEnvio = useCanOpen('/envio-massa');
  const canOpenCampanhas = useCanOpen('/campanhas');
  const campanhas = useCampanhas();
  const opcoes = useCampanhaOpcoes();
  const save = useSaveCampanha();
  const [escolhida, setEscolhida] = useState('');
  const [texto, setTexto] = useState<string | null>(null);
  const [check, setCheck] = useState<CampanhaJsonCheck>({ input: null, problems: [] });
  const [recusa, setRecusa] = useState<string | null>(null);
  const arquivo = useRef<HTMLInputElement>(null);

  const atual = campanhas.data?.find((item) => String(item.idEspecialistaCampanha) === escolhida);
  const podeEditar = atual ? canUpdate && atual.status !== 'enviando' : canCreate;

  // The document follows the choice: a campaign's JSON, or a new one to fill in.
  useEffect(() => {
    if (!campanhas.data || !opcoes.data) return;
    const escolha = campanhas.data.find((item) => String(item.idEspecialistaCampanha) === escolhida);
    setTexto(toJsonText(escolha ? campanhaToInput(escolha) : novaCampanhaInput(opcoes.data)));
    setRecusa(null);
  }, [escolhida, campanhas.data, opcoes.data]);

  async function handleSave(): Promise<void> {
    if (!check.input) {
      showToast.error('Corrija os problemas do JSON antes de salvar.');
      return;
    }
    try {
      const body = await save.mutateAsync({ input: check.input, idCampanha: atual?.idEspecialistaCampanha });
      setRecusa(null);
      showToast.success(body.message || 'Campanha salva.');
      if (body.data && !atual) setEscolhida(String(body.data.idEspecialistaCampanha));
    } catch (error) {
      const message = apiErrorMessage(error, 'Não foi possível salvar a campanha.');
      setRecusa(message);
      showToast.error(message);
    }
  }

  async function handleImport(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      showToast.error('Arquivo grande demais: uma campanha em JSON tem no máximo 512 KB.');
      return;
    }
    const text = await file.text();
    // A valid file is shown formatted; a broken one as it is, with its problems marked.
    try {
      setTexto(toJsonText(JSON.parse(text)));
    } catch {
      setTexto(text);
    }
    showToast.success(`"${file.name}" importado: revise e salve.`);
  }

  return (
    <QueryState
      query={combineQueries(campanhas, opcoes)}
      loadingLabel="Carregando campanhas…"
      errorMessage="Não foi possível carregar as campanhas."
    >
      {([lista, opcoesDaCampanha]) =>
        // The document is written from them by the effect above, the moment they arrive.
        texto === null ? (
          <LoadingState label="Carregando campanhas…" />
        ) : (
          <div className="campanhas-page">
            <PageHeader
              title={title}
              description="A campanha inteira num texto só, com os mesmos campos do formulário de Campanhas: para revisar de uma vez, guardar um modelo ou copiar para outra instituição."
            />
            {!canCreate && !canUpdate ? <ReadOnlyNotice subject="as campanhas" /> : null}
            <div className="json-campanha__barra">
              <SelectField
                label="Campanha"
                value={escolhida}
                onChange={(event) => setEscolhida(event.target.value)}
                options={[
                  { value: '', label: 'Nova campanha (em branco)' },
                  ...lista.map((item) => ({ value: String(item.idEspecialistaCampanha), label: item.nome })),
                ]}
              />
              <div className="campanhas-item__acoes">
                {podeEditar ? (
                  <>
                    <Button onClick={() => arquivo.current?.click()} variant="secondary">
                      Importar arquivo
                    </Button>
                    <input
                      ref={arquivo}
                      type="file"
                      accept="application/json,.json"
                      className="cb-visually-hidden"
                      tabIndex={-1}
                      aria-label="Arquivo JSON da campanha"
                      onChange={(event) => void handleImport(event)}
                    />
                  </>
                ) : null}
                <Button
                  variant="secondary"
                  onClick={() => download(exportFileName(check.input?.nome ?? atual?.nome ?? ''), texto)}
                >
                  Exportar
                </Button>
                <Button
                  variant="ghost"
                  title="O JSON Schema da campanha, para editores de código que conferem o arquivo enquanto você escreve"
                  onClick={() =>
                    void import('./json-editor').then(({ CAMPANHA_JSON_SCHEMA }) =>
                      download('campanha.schema.json', `${JSON.stringify(CAMPANHA_JSON_SCHEMA, null, 2)}\n`),
                    )
                  }
                >
                  Baixar regras do formato
                </Button>
              </div>
            </div>
            {atual?.status === 'enviando' ? (
              <p className="cb-read-only" role="note">
                Esta campanha está enviando: pause-a em{' '}
                {canOpenEnvio ? (
                  <Link to={`/envio-massa/${atual.idEspecialistaCampanha}`}>Envio em massa</Link>
                ) : (
                  'Envio em massa'
                )}{' '}
                para alterá-la.
              </p>
            ) : null}
            <p className="cb-muted">
              Ctrl+Espaço sugere os campos que faltam; cada problema aparece na linha em que está.
            </p>
            {atual?.midia ? (
              <p className="cb-muted">
                {`Com o arquivo "${atual.midia.nome}" (fora do JSON): troque-o ou tire-o no `}
                {canOpenCampanhas ? (
                  <Link to={`/campanhas/${atual.idEspecialistaCampanha}/editar`}>formulário da campanha</Link>
                ) : (
                  'formulário da campanha'
                )}
                .
              </p>
            ) : null}
            <Suspense fallback={<LoadingState label="Carregando editor…" />}>
              <JsonEditor value={texto} readOnly={!podeEditar} onChange={setTexto} onCheck={setCheck} />
            </Suspense>
            <section className="json-campanha__problemas" aria-label="Problemas do JSON" aria-live="polite">
              {check.problems.length === 0 && !recusa ? (
                <p className="json-campanha__ok">JSON válido: pronto para salvar.</p>
              ) : (
                <ul>
                  {check.problems.map((problem) => (
                    <li key={`${problem.from}-${problem.message}`}>{`Linha ${problem.line}: ${problem.message}`}</li>
                  ))}
                  {recusa ? <li>{`Servidor: ${recusa}`}</li> : null}
                </ul>
              )}
            </section>
            <CamposGuia opcoes={opcoesDaCampanha} />
            {podeEditar ? (
              <div className="campanhas-form__acoes">
                <Button onClick={() => void handleSave()} loading={save.isPending} disabled={check.problems.length > 0}>
                  {atual ? 'Salvar alterações' : 'Criar campanha'}
                </Button>
              </div>
            ) : null}
          </div>
        )
      }
    </QueryState>
  );
}
