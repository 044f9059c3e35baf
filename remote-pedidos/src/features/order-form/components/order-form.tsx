import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ContatoResumo } from '@colabora/shared/contracts/contatos-busca';
import {
  FORMA_PAGAMENTO_LABELS,
  FORMAS_PAGAMENTO,
  PEDIDO_ORIGEM_LABELS,
  PEDIDO_ORIGENS,
  pedidoInputSchema,
  QUANTIDADE_MAXIMA,
  type CatalogoItem,
  type Pedido,
  type PedidoFormValues,
  type PedidoInput,
} from '@colabora/shared/contracts/pedidos';
import { formatCentavos, maskPhone, onlyDigits } from '@colabora/shared/format';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import {
  Button,
  Card,
  EmptyState,
  PageHeader,
  SelectField,
  showToast,
  TextAreaField,
  TextField,
  useDebouncedValue,
} from '@colabora/shared/ui';
import { useEffect, useMemo } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@colabora/shared/router';
import { useSavePedido } from '../api/save-pedido';
import { useSearchContatos } from '../api/search-contatos';
import { ClienteNomeCombobox } from './cliente-nome-combobox';
import { ItemPicker } from './item-picker';

type Line = { descricao: string; precoCentavos: number };

const EMPTY: PedidoFormValues = {
  cliente: { nome: '', telefone: '' },
  itens: [],
  observacoes: '',
  formaPagamento: 'pix',
  origem: 'balcao',
};

/**
 * The API's names of the fields a refusal can be about (`campo`), and this form's. `cliente` is
 * not one: the API names only the top-level key, which does not say whether the name or the phone
 * was refused, so that refusal stays in the toast.
 */
const SERVER_FIELDS = {
  itens: 'itens',
  observacoes: 'observacoes',
  formaPagamento: 'formaPagamento',
  origem: 'origem',
} as const satisfies Record<string, Path<PedidoFormValues>>;

function valuesOf(pedido: Pedido): PedidoFormValues {
  return {
    cliente: { nome: pedido.cliente.nome, telefone: maskPhone(pedido.cliente.telefone ?? '') },
    itens: pedido.itens.map(({ idProdutoServico, quantidade }) => ({ idProdutoServico, quantidade })),
    observacoes: pedido.observacoes ?? '',
    formaPagamento: pedido.formaPagamento,
    origem: pedido.origem,
  };
}

/**
 * A new order started from elsewhere (the chat's contact panel links to
 * `/pedidos/novo?nome=Maria&telefone=11988887777`): the customer comes filled in, WhatsApp as origin.
 */
export function valuesFromSearch(search: URLSearchParams): PedidoFormValues {
  const nome = search.get('nome')?.slice(0, 120) ?? '';
  const telefone = onlyDigits(search.get('telefone') ?? '').slice(0, 11);
  if (!nome && !telefone) return EMPTY;
  return { ...EMPTY, cliente: { nome, telefone: maskPhone(telefone) }, origem: 'whatsapp' };
}

export type OrderFormProps = { catalogo: CatalogoItem[]; pedido?: Pedido; heading: string };

/** The order form: customer, items picked from the catalogue with quantities, total in BRL. */
export function OrderForm({ catalogo, pedido, heading }: OrderFormProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const save = useSavePedido();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PedidoFormValues, unknown, PedidoInput>({
    resolver: valibotResolver(pedidoInputSchema),
    defaultValues: pedido ? valuesOf(pedido) : valuesFromSearch(search),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'itens' });
  const itens = useWatch({ control, name: 'itens' });
  const [clienteNome, clienteTelefone] = useWatch({ control, name: ['cliente.nome', 'cliente.telefone'] });

  // A complete phone of a known contact fills in the name, only while the name is still empty.
  const telefoneDigits = useDebouncedValue(onlyDigits(clienteTelefone), 300);
  const nomeVazio = !clienteNome?.trim();
  const phoneLookup = useSearchContatos(telefoneDigits, {
    enabled: nomeVazio && (telefoneDigits.length === 10 || telefoneDigits.length === 11),
  });
  const known = phoneLookup.data?.find((contato) => contato.telefone === telefoneDigits);
  useEffect(() => {
    if (known && !getValues('cliente.nome').trim()) setValue('cliente.nome', known.nome, { shouldValidate: true });
  }, [known, getValues, setValue]);

  function handlePickContato(contato: ContatoResumo): void {
    setValue('cliente.nome', contato.nome, { shouldValidate: true });
    setValue('cliente.telefone', maskPhone(contato.telefone), { shouldValidate: true });
  }

  // Items already on the order keep the price quoted then (the server does the same).
  const lines = useMemo(() => {
    const map = new Map<number, Line>();
    for (const item of catalogo)
      map.set(item.idProdutoServico, { descricao: item.nome, precoCentavos: item.precoCentavos });
    for (const item of pedido?.itens ?? [])
      map.set(item.idProdutoServico, { descricao: item.descricao, precoCentavos: item.precoUnitarioCentavos });
    return map;
  }, [catalogo, pedido]);

  const quantityOf = (value: unknown) => (Number.isFinite(value) ? Number(value) : 0);
  const totalCentavos = (itens ?? []).reduce(
    (sum, item) => sum + quantityOf(item.quantidade) * (lines.get(item.idProdutoServico)?.precoCentavos ?? 0),
    0,
  );
  const chosen = new Set((itens ?? []).map((item) => item.idProdutoServico));

  function handlePick(item: CatalogoItem): void {
    const index = getValues('itens').findIndex((line) => line.idProdutoServico === item.idProdutoServico);
    if (index < 0) {
      append({ idProdutoServico: item.idProdutoServico, quantidade: 1 }, { shouldFocus: false });
      return;
    }
    const quantidade = quantityOf(getValues(`itens.${index}.quantidade`));
    setValue(`itens.${index}.quantidade`, Math.min(quantidade + 1, QUANTIDADE_MAXIMA), { shouldValidate: true });
  }

  function handleStep(index: number, delta: number): void {
    const quantidade = quantityOf(getValues(`itens.${index}.quantidade`)) + delta;
    if (quantidade < 1) remove(index);
    else setValue(`itens.${index}.quantidade`, Math.min(quantidade, QUANTIDADE_MAXIMA), { shouldValidate: true });
  }

  async function handleSave(input: PedidoInput): Promise<void> {
    try {
      const body = await save.mutateAsync({ input, idPedido: pedido?.idPedido });
      showToast.success(body.message);
      navigate('..', { relative: 'path' });
    } catch (error) {
      if (!setServerFieldError(error, setError, SERVER_FIELDS)) {
        showToast.error(apiErrorMessage(error, 'Não foi possível salvar o pedido.'));
      }
    }
  }

  const itensError = errors.itens?.message ?? errors.itens?.root?.message;
  return (
    <div className="pedidos-page">
      <PageHeader
        title={heading}
        actions={
          <Link to=".." relative="path" className="cb-button cb-button--ghost">
            Cancelar
          </Link>
        }
      />
      <form className="pedidos-form" noValidate onSubmit={handleSubmit(handleSave)} aria-label={heading}>
        <Card title="Cliente">
          <div className="pedidos-form__grid">
            <ClienteNomeCombobox
              registration={register('cliente.nome')}
              error={errors.cliente?.nome?.message}
              onPick={handlePickContato}
            />
            <TextField
              label="Telefone"
              type="tel"
              inputMode="tel"
              mask={maskPhone}
              hint="Opcional, com DDD."
              error={errors.cliente?.telefone?.message}
              {...register('cliente.telefone')}
            />
            <SelectField
              label="Origem"
              options={PEDIDO_ORIGENS.map((value) => ({ value, label: PEDIDO_ORIGEM_LABELS[value] }))}
              error={errors.origem?.message}
              {...register('origem')}
            />
            <SelectField
              label="Forma de pagamento"
              options={FORMAS_PAGAMENTO.map((value) => ({ value, label: FORMA_PAGAMENTO_LABELS[value] }))}
              error={errors.formaPagamento?.message}
              {...register('formaPagamento')}
            />
          </div>
          <TextAreaField label="Observações" error={errors.observacoes?.message} {...register('observacoes')} />
        </Card>

        <Card title="Itens">
          {catalogo.length === 0 && fields.length === 0 ? (
            <EmptyState
              icon="inventory_2"
              title="Catálogo vazio"
              description="Cadastre produtos e serviços ativos em Produtos e Serviços para montar pedidos."
            />
          ) : (
            <ItemPicker catalogo={catalogo} chosen={chosen} onPick={handlePick} />
          )}
          {fields.length === 0 ? (
            <p className={itensError ? 'cb-field__error' : 'cb-muted'} role={itensError ? 'alert' : undefined}>
              {itensError ?? 'Nenhum item no pedido ainda.'}
            </p>
          ) : (
            <table className="pedidos-items pedidos-items--form">
              <caption className="cb-visually-hidden">Itens do pedido</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Quantidade</th>
                  <th scope="col">Subtotal</th>
                  <th scope="col">
                    <span className="cb-visually-hidden">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field, index) => {
                  const line = lines.get(field.idProdutoServico);
                  const nome = line?.descricao ?? `Produto ${field.idProdutoServico}`;
                  const quantidade = quantityOf(itens?.[index]?.quantidade);
                  const quantidadeError = errors.itens?.[index]?.quantidade?.message;
                  return (
                    <tr key={field.id}>
                      <td>
                        {nome}
                        <br />
                        <span className="cb-muted cb-nowrap">{formatCentavos(line?.precoCentavos ?? 0)} cada</span>
                      </td>
                      <td>
                        <div className="pedidos-qty">
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => handleStep(index, -1)}
                            aria-label={`Menos 1 ${nome}`}
                          >
                            −
                          </Button>
                          <input
                            type="number"
                            min={1}
                            max={QUANTIDADE_MAXIMA}
                            inputMode="numeric"
                            aria-label={`Quantidade de ${nome}`}
                            aria-invalid={quantidadeError ? true : undefined}
                            {...register(`itens.${index}.quantidade`, { valueAsNumber: true })}
                          />
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => handleStep(index, 1)}
                            aria-label={`Mais 1 ${nome}`}
                          >
                            +
                          </Button>
                        </div>
                        {quantidadeError ? <span className="cb-field__error">{quantidadeError}</span> : null}
                      </td>
                      <td className="cb-nowrap pedidos-items__subtotal">
                        {formatCentavos(quantidade * (line?.precoCentavos ?? 0))}
                      </td>
                      <td className="pedidos-items__remove">
                        <Button size="sm" variant="ghost" onClick={() => remove(index)} aria-label={`Remover ${nome}`}>
                          Remover
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {fields.length > 0 && itensError ? (
            <p className="cb-field__error" role="alert">
              {itensError}
            </p>
          ) : null}
          <p className="pedidos-form__total" aria-live="polite">
            Total: <strong data-testid="pedido-total">{formatCentavos(totalCentavos)}</strong>
          </p>
        </Card>

        <div className="cb-row">
          <Button type="submit" loading={isSubmitting}>
            {pedido ? 'Salvar alterações' : 'Criar pedido'}
          </Button>
        </div>
      </form>
    </div>
  );
}
