import { valibotResolver } from '@hookform/resolvers/valibot';
import { CANAL_PROVIDERS, criarCanalInputSchema, type CriarCanalInput } from '@colabora/shared/contracts';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import { Button, Card, SelectField, showToast, TextField } from '@colabora/shared/ui';
import { useForm } from 'react-hook-form';
import { useCriarCanal } from '../api/criar-canal';
import { CANAL_PROVIDER_LABELS } from '../lib/canal-estado';

export type NovoCanalFormProps = { onDone: () => void };

const SERVER_FIELDS = { nome: 'nome', provider: 'provider' } as const;

/** Name and provider of a new number; it is created disconnected, ready to connect. */
export function NovoCanalForm({ onDone }: NovoCanalFormProps) {
  const criar = useCriarCanal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CriarCanalInput>({
    resolver: valibotResolver(criarCanalInputSchema),
    defaultValues: { nome: '', provider: 'simulador' },
  });

  async function handleCreate(input: CriarCanalInput): Promise<void> {
    try {
      const body = await criar.mutateAsync(input);
      showToast.success(body.message || 'Canal criado.');
      onDone();
    } catch (error) {
      if (!setServerFieldError(error, setError, SERVER_FIELDS)) {
        showToast.error(apiErrorMessage(error, 'Não foi possível criar o canal.'));
      }
    }
  }

  return (
    <Card title="Novo canal">
      <form className="canais-form" noValidate aria-label="Novo canal" onSubmit={handleSubmit(handleCreate)}>
        <div className="canais-form__grid">
          <TextField
            label="Nome"
            required
            autoFocus
            placeholder="Ex.: Atendimento loja centro"
            error={errors.nome?.message}
            {...register('nome')}
          />
          <SelectField
            label="Provedor"
            required
            hint="Simulador: um celular de mentira para testar. Evolution API: um número de verdade."
            error={errors.provider?.message}
            options={CANAL_PROVIDERS.map((value) => ({ value, label: CANAL_PROVIDER_LABELS[value] }))}
            {...register('provider')}
          />
        </div>
        <div className="cb-row canais-form__actions">
          <Button variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Criar canal
          </Button>
        </div>
      </form>
    </Card>
  );
}
