import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  produtoFormSchema,
  type ProdutoFormValues,
  type ProdutoInput,
  type ProdutoServico,
} from '@colabora/shared/contracts';
import { moneyFieldText } from '@colabora/shared/format';
import { apiErrorMessage, setServerFieldError, toImagemUpload } from '@colabora/shared/http';
import {
  Button,
  Card,
  MoneyField,
  PageHeader,
  PhotoPicker,
  showToast,
  TextAreaField,
  TextField,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from '@colabora/shared/router';
import { useProdutoFotoUrl } from '../api/get-produto-foto';
import { useSaveProduto } from '../api/save-produto';
import { useUploadProdutoFoto } from '../api/upload-produto-foto';

/** The API's names of the fields a refusal can be about (`campo`), and this form's. */
const SERVER_FIELDS = {
  nome: 'nome',
  categoria: 'categoria',
  descricao: 'descricao',
  precoCentavos: 'preco',
  ativo: 'ativo',
} as const satisfies Record<string, Path<ProdutoFormValues>>;

const EMPTY: ProdutoFormValues = { nome: '', descricao: '', categoria: '', preco: '', ativo: true };

function valuesOf(produto: ProdutoServico): ProdutoFormValues {
  return {
    nome: produto.nome,
    descricao: produto.descricao ?? '',
    categoria: produto.categoria ?? '',
    preco: moneyFieldText(produto.precoCentavos / 100),
    ativo: produto.ativo,
  };
}

export type ProdutoFormProps = { produto?: ProdutoServico; heading: string };

/** Name, category, description, price with the money mask, active, photo. */
export function ProdutoForm({ produto, heading }: ProdutoFormProps) {
  const navigate = useNavigate();
  const [foto, setFoto] = useState<Blob | null>(null);
  const fotoAtual = useProdutoFotoUrl(produto);
  const save = useSaveProduto();
  const upload = useUploadProdutoFoto();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProdutoFormValues, unknown, ProdutoInput>({
    resolver: valibotResolver(produtoFormSchema),
    defaultValues: produto ? valuesOf(produto) : EMPTY,
  });

  async function handleSave(input: ProdutoInput): Promise<void> {
    try {
      const body = await save.mutateAsync({ input, id: produto?.idProdutoServico });
      if (foto && body.data) {
        try {
          await upload.mutateAsync({ id: body.data.idProdutoServico, foto: await toImagemUpload(foto) });
        } catch (error) {
          showToast.error(apiErrorMessage(error, 'Item salvo, mas a foto não foi enviada.'));
        }
      }
      showToast.success(body.message);
      navigate('..', { relative: 'path' });
    } catch (error) {
      if (!setServerFieldError(error, setError, SERVER_FIELDS)) {
        showToast.error(apiErrorMessage(error, 'Não foi possível salvar o item.'));
      }
    }
  }

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
      <form noValidate onSubmit={handleSubmit(handleSave)} aria-label={heading}>
        <Card>
          <div className="pedidos-form__grid">
            <TextField label="Nome" required error={errors.nome?.message} {...register('nome')} />
            <TextField label="Categoria" error={errors.categoria?.message} {...register('categoria')} />
            <MoneyField label="Preço (R$)" required error={errors.preco?.message} {...register('preco')} />
          </div>
          <TextAreaField label="Descrição" error={errors.descricao?.message} {...register('descricao')} />
          <div className="pedidos-form__photo">
            <PhotoPicker
              label="Foto"
              placeholderIcon="inventory_2"
              currentUrl={fotoAtual}
              value={foto}
              onChange={setFoto}
            />
          </div>
          <label className="pedidos-check">
            <input type="checkbox" {...register('ativo')} />
            Ativo (aparece para novos pedidos)
          </label>
          <div className="cb-row">
            <Button type="submit" loading={isSubmitting}>
              Salvar
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}
