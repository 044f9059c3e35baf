import { CAMPO_CONTATO_CHAVE, type MenuItem } from '@colabora/shared/contracts';
import { formatTelefoneContato } from '@colabora/shared/format';
import { usePermissions } from '@colabora/shared/session';
import { apiErrorMessage } from '@colabora/shared/http';
import {
  Badge,
  Button,
  EmptyState,
  PageHeader,
  QueryState,
  showToast,
  TextField,
  useDebouncedValue,
} from '@colabora/shared/ui';
import { useMemo, useState } from 'react';
import { Link } from '@colabora/shared/router';
import { useExportarContatos } from '../api/exportar-contatos';
import { useContatos } from '../api/get-contatos';
import { ContatosEtiquetaLote } from './contatos-etiqueta-lote';
import { ContatosMesclarAcao } from './contatos-mesclar-acao';
import { ContatosFiltros, type ContatosFiltrosValor } from './contatos-filtros';

export type ContatosPageProps = { title: string; menuItem: MenuItem | null };

const PAGE_SIZE = 50;
let inteiros: Intl.NumberFormat | null = null;
/** 100.000 as pt-BR writes it; the formatter is built on first use, not with the module (ADR 0024). */
const numero = (value: number) => (inteiros ??= new Intl.NumberFormat('pt-BR')).format(value);

/**
 * /contatos: the institution's contacts by name, found by name or phone (accents and capitals
 * ignored), filtered, in pages of 50 walked by cursor (the API's keyset: page 2,000 is as fast as
 * page 1). A profile that may change contacts selects rows to tag them together.
 */
export function ContatosPage({ title, menuItem }: ContatosPageProps) {
  const { canUpdate, canDelete } = usePermissions(menuItem);
  const [selecionados, setSelecionados] = useState<ReadonlySet<number>>(new Set());
  const [busca, setBusca] = useState('');
  const q = useDebouncedValue(busca.trim(), 300);
  const [filtros, setFiltros] = useState<ContatosFiltrosValor>({});
  // The cursor of each page opened so far: [undefined] is the first page.
  const [cursores, setCursores] = useState<(string | undefined)[]>([undefined]);
  const pagina = cursores.length;
  // Typed filters (tag, custom field) wait for a pause like the search; a field name the API would
  // refuse is left out of the request (the field itself says what is wrong with it).
  const filtrosAdiados = useDebouncedValue(filtros, 300);
  const selecao = useMemo(() => {
    const campoValido = !filtrosAdiados.campo || CAMPO_CONTATO_CHAVE.test(filtrosAdiados.campo);
    const validos = campoValido ? filtrosAdiados : { ...filtrosAdiados, campo: undefined, valor: undefined };
    return { ...validos, q: q || undefined };
  }, [filtrosAdiados, q]);
  const filtro = useMemo(() => ({ ...selecao, apos: cursores.at(-1), limite: PAGE_SIZE }), [selecao, cursores]);
  const contatos = useContatos(filtro);
  const exportar = useExportarContatos();
  const total = contatos.data?.total ?? 0;
  const filtrado = Boolean(q || Object.values(filtros).some((value) => value !== undefined));
  const recomecar = () => {
    setCursores([undefined]);
    setSelecionados(new Set());
  };
  const items = contatos.data?.items ?? [];
  const todos = items.length > 0 && items.every((contato) => selecionados.has(contato.idContato));
  function alternar(idContato: number): void {
    setSelecionados((atual) => {
      const proximo = new Set(atual);
      if (proximo.has(idContato)) proximo.delete(idContato);
      else proximo.add(idContato);
      return proximo;
    });
  }

  return (
    <div className="contatos-page">
      <PageHeader
        title={title}
        description={contatos.data ? `${numero(total)} ${total === 1 ? 'contato' : 'contatos'}` : null}
        actions={
          <Button
            variant="secondary"
            loading={exportar.isPending}
            disabled={total === 0}
            title="Os contatos que a lista mostra, com estes filtros, na planilha que a importação lê"
            onClick={() =>
              exportar.mutate(selecao, {
                onError: (error) =>
                  showToast.error(apiErrorMessage(error, 'Não foi possível exportar os contatos. Tente de novo.')),
              })
            }
          >
            {filtrado ? `Exportar ${numero(total)} em CSV` : 'Exportar todos em CSV'}
          </Button>
        }
      />
      <form className="contatos-busca" role="search" aria-label="Buscar contatos" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Buscar"
          type="search"
          placeholder="Nome ou telefone"
          value={busca}
          onChange={(event) => {
            setBusca(event.target.value);
            recomecar();
          }}
        />
      </form>
      <ContatosFiltros
        value={filtros}
        onChange={(value) => {
          setFiltros(value);
          recomecar();
        }}
      />
      {canUpdate && selecionados.size > 0 ? (
        <ContatosEtiquetaLote idsContatos={[...selecionados]} onDone={() => setSelecionados(new Set())} />
      ) : null}
      <ContatosMesclarAcao selecionados={[...selecionados]} canUpdate={canUpdate} canDelete={canDelete} />
      <QueryState
        query={contatos}
        loadingLabel="Carregando contatos…"
        errorMessage="Não foi possível carregar os contatos."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon="contacts"
            title={filtrado ? 'Nenhum contato encontrado' : 'Nenhum contato ainda'}
            description={
              filtrado
                ? 'Tente outra busca ou limpe os filtros.'
                : 'Os contatos chegam pelo WhatsApp, pelos pedidos, pelos leads e pela importação de planilha em Enviar dados.'
            }
          />
        }
      >
        {(data) => (
          <>
            <div className="contatos-tabela-frame">
              <table className="contatos-tabela">
                <caption className="cb-visually-hidden">Contatos</caption>
                <thead>
                  <tr>
                    {canUpdate ? (
                      <th scope="col" className="contatos-tabela__selecao">
                        <input
                          type="checkbox"
                          aria-label="Selecionar todos os contatos da página"
                          checked={todos}
                          onChange={() =>
                            setSelecionados(todos ? new Set() : new Set(items.map((contato) => contato.idContato)))
                          }
                        />
                      </th>
                    ) : null}
                    <th scope="col">Nome</th>
                    <th scope="col">Telefone</th>
                    <th scope="col">Etiquetas</th>
                    <th scope="col">Consentimento</th>
                    <th scope="col">Conversas</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((contato) => (
                    <tr key={contato.idContato}>
                      {canUpdate ? (
                        <td className="contatos-tabela__selecao">
                          <input
                            type="checkbox"
                            aria-label={`Selecionar ${contato.nome}`}
                            checked={selecionados.has(contato.idContato)}
                            onChange={() => alternar(contato.idContato)}
                          />
                        </td>
                      ) : null}
                      <td className="contatos-tabela__nome">
                        <Link to={String(contato.idContato)}>{contato.nome}</Link>
                      </td>
                      <td data-label="Telefone" className="cb-nowrap">
                        {formatTelefoneContato(contato.telefone)}
                      </td>
                      <td data-label="Etiquetas">{contato.tags.map((tag) => `#${tag}`).join(' ') || '—'}</td>
                      <td data-label="Consentimento">
                        {contato.consentimento.marketing ? (
                          <Badge tone="success">Aceita</Badge>
                        ) : (
                          <Badge tone="neutral">Não aceita</Badge>
                        )}
                      </td>
                      <td data-label="Conversas">{contato.conversas}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className="contatos-paginas" aria-label="Páginas">
              <Button
                size="sm"
                variant="ghost"
                disabled={pagina <= 1}
                onClick={() => {
                  setSelecionados(new Set());
                  setCursores((atual) => atual.slice(0, -1));
                }}
              >
                Anterior
              </Button>
              <span aria-live="polite">
                Página {numero(pagina)} de {numero(Math.max(1, Math.ceil(total / PAGE_SIZE)))}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={!data.proximo}
                onClick={() => {
                  setSelecionados(new Set());
                  setCursores((atual) => [...atual, data.proximo ?? undefined]);
                }}
              >
                Próxima
              </Button>
            </nav>
          </>
        )}
      </QueryState>
    </div>
  );
}
