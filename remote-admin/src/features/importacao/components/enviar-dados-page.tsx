import type { ImportacaoResultado, MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Badge, Button, Card, PageHeader, ReadOnlyNotice, showToast } from '@colabora/shared/ui';
import { usePermissions } from '@colabora/shared/session';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useExportarContatos } from '../api/exportar-contatos';
import { useImportarContatos } from '../api/importar-contatos';
import { MODELO_CSV, readCsvFile } from '../utils/read-csv-file';

export type EnviarDadosPageProps = { title: string; menuItem: MenuItem | null };

/** Rows shown at once in the preview; errors come first so none hides past the cut. */
const PREVIEW_ROWS = 200;

/**
 * /enviar-dados: import contacts from a CSV (preview with every line's errors, then all or
 * nothing) and export them in the same format.
 */
export function EnviarDadosPage({ title, menuItem }: EnviarDadosPageProps) {
  const { canCreate, canRead } = usePermissions(menuItem);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<{ nome: string; csv: string } | null>(null);
  const [resultado, setResultado] = useState<ImportacaoResultado | null>(null);
  const [mensagem, setMensagem] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const preview = useImportarContatos();
  const importar = useImportarContatos();
  const exportar = useExportarContatos();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResultado(null);
    setMensagem(null);
    let csv: string;
    try {
      csv = await readCsvFile(file);
    } catch {
      setArquivo(null);
      setMensagem({ tone: 'error', text: 'Não foi possível ler o arquivo.' });
      return;
    }
    setArquivo({ nome: file.name, csv });
    preview.mutate(
      { csv, confirmar: false },
      {
        onSuccess: (answer) => {
          setResultado(answer.data ?? null);
          setMensagem({ tone: answer.data?.invalidas ? 'error' : 'ok', text: answer.message });
        },
        onError: (error) => {
          setArquivo(null);
          setMensagem({ tone: 'error', text: apiErrorMessage(error, 'Não foi possível ler o arquivo.') });
        },
      },
    );
  }

  function handleImport() {
    if (!arquivo) return;
    importar.mutate(
      { csv: arquivo.csv, confirmar: true },
      {
        onSuccess: (answer) => {
          setResultado(answer.data ?? null);
          setMensagem({ tone: answer.success ? 'ok' : 'error', text: answer.message });
          if (answer.success) {
            showToast.success(answer.message);
            setArquivo(null);
          }
        },
        onError: (error) =>
          setMensagem({ tone: 'error', text: apiErrorMessage(error, 'Não foi possível importar os contatos.') }),
      },
    );
  }

  function handleExport() {
    exportar.mutate(undefined, {
      onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível exportar os contatos.')),
    });
  }

  const linhas = resultado
    ? [...resultado.linhas].sort((a, b) => Number(b.erros.length > 0) - Number(a.erros.length > 0) || a.linha - b.linha)
    : [];
  const modeloHref = `data:text/csv;charset=utf-8,${encodeURIComponent(MODELO_CSV)}`;

  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader
        title={title}
        description={menuItem?.descricaoMenu}
        actions={
          canRead ? (
            <Button variant="secondary" loading={exportar.isPending} onClick={handleExport}>
              Exportar contatos (CSV)
            </Button>
          ) : null
        }
      />
      {canCreate ? (
        <Card title="Importar contatos">
          <div className="adm-form">
            <p>
              Envie uma planilha CSV com as colunas <strong>nome</strong>, <strong>telefone</strong>, email e
              data_nascimento (dd/mm/aaaa), separadas por ponto e vírgula ou vírgula. Contatos com um telefone já
              cadastrado são atualizados. O consentimento de marketing (sim ou não, com origem e data) só muda quando a
              coluna consentimento_marketing diz isso; em branco, o contato fica como está.{' '}
              <a href={modeloHref} download="modelo-contatos.csv">
                Baixar modelo
              </a>
            </p>
            <p className="adm-note">
              Nada é importado pela metade: primeiro você vê a prévia de cada linha; se alguma tiver erro, nenhuma é
              importada até o arquivo ser corrigido.
            </p>
            <div className="cb-row">
              <label htmlFor={inputId} className="cb-visually-hidden">
                Arquivo CSV de contatos
              </label>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="cb-visually-hidden"
                onChange={(event) => void handleFile(event)}
              />
              <Button loading={preview.isPending} onClick={() => inputRef.current?.click()}>
                Escolher arquivo CSV
              </Button>
              {arquivo ? <span className="cb-muted">{arquivo.nome}</span> : null}
            </div>
          </div>
        </Card>
      ) : (
        <ReadOnlyNotice subject="e exportar os contatos" />
      )}

      {mensagem ? (
        <p
          className={mensagem.tone === 'error' ? 'adm-form-error' : 'adm-note'}
          role={mensagem.tone === 'error' ? 'alert' : 'status'}
        >
          {mensagem.text}
        </p>
      ) : null}

      {resultado ? (
        <Card title={resultado.confirmado ? 'Resultado da importação' : 'Prévia da importação'}>
          <div className="adm-form">
            <dl className="adm-kpis">
              <div className="adm-kpi">
                <dt>Linhas</dt>
                <dd>{resultado.totalLinhas}</dd>
              </div>
              <div className="adm-kpi">
                <dt>Válidas</dt>
                <dd>{resultado.validas}</dd>
              </div>
              <div className="adm-kpi">
                <dt>Com erro</dt>
                <dd>{resultado.invalidas}</dd>
              </div>
              {resultado.confirmado ? (
                <>
                  <div className="adm-kpi">
                    <dt>Novos</dt>
                    <dd>{resultado.inseridos}</dd>
                  </div>
                  <div className="adm-kpi">
                    <dt>Atualizados</dt>
                    <dd>{resultado.atualizados}</dd>
                  </div>
                </>
              ) : null}
            </dl>
            <div className="adm-table-wrap">
              <table className="adm-table adm-table--cards">
                <caption>
                  {linhas.length > PREVIEW_ROWS
                    ? `Primeiras ${PREVIEW_ROWS} de ${linhas.length} linhas (as com erro primeiro)`
                    : 'Linhas do arquivo (as com erro primeiro)'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Linha</th>
                    <th scope="col">Nome</th>
                    <th scope="col">Telefone</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Nascimento</th>
                    <th scope="col">Situação</th>
                  </tr>
                </thead>
                <tbody>
                  {linhas.slice(0, PREVIEW_ROWS).map((linha) => (
                    <tr key={linha.linha} className={linha.erros.length ? 'adm-row-invalid' : undefined}>
                      <td data-label="Linha">{linha.linha}</td>
                      <td data-label="Nome">{linha.nome || '—'}</td>
                      <td data-label="Telefone">{linha.telefone || '—'}</td>
                      <td data-label="E-mail">{linha.email || '—'}</td>
                      <td data-label="Nascimento">{linha.dataNascimento || '—'}</td>
                      <td data-label="Situação">
                        {linha.erros.length ? (
                          <ul className="adm-errors">
                            {linha.erros.map((erro) => (
                              <li key={erro}>{erro}</li>
                            ))}
                          </ul>
                        ) : (
                          <>
                            <Badge tone={linha.acao === 'atualizar' ? 'info' : 'success'}>
                              {resultado.confirmado
                                ? linha.acao === 'atualizar'
                                  ? 'Atualizado'
                                  : 'Importado'
                                : linha.acao === 'atualizar'
                                  ? 'Será atualizado'
                                  : 'Novo'}
                            </Badge>
                            {linha.avisos.length ? (
                              <ul className="adm-warnings">
                                {linha.avisos.map((aviso) => (
                                  <li key={aviso}>{aviso}</li>
                                ))}
                              </ul>
                            ) : null}
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {!resultado.confirmado && arquivo ? (
              <div className="adm-actions">
                <Button variant="ghost" onClick={() => (setArquivo(null), setResultado(null), setMensagem(null))}>
                  Cancelar
                </Button>
                <Button loading={importar.isPending} disabled={resultado.invalidas > 0} onClick={handleImport}>
                  {resultado.invalidas > 0
                    ? 'Corrija as linhas com erro para importar'
                    : `Importar ${resultado.validas} contato(s)`}
                </Button>
              </div>
            ) : null}
          </div>
        </Card>
      ) : null}
    </section>
  );
}
