import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ESPECIALISTA_LIMITES,
  ESPECIALISTA_TOM_LABELS,
  ESPECIALISTA_TONS,
  type Especialista,
  type EspecialistaCanal,
  type EspecialistaInput,
  type IaConfiguracao,
} from '@colabora/shared/contracts';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import { Button, Card, PageHeader, SelectField, showToast, TextAreaField, TextField } from '@colabora/shared/ui';
import { useId } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from '@colabora/shared/router';
import { useSaveEspecialista } from '../api/save-especialista';
import {
  emptyEspecialistaValues,
  especialistaFormSchema,
  especialistaToValues,
  type EspecialistaFormValues,
} from '../lib/especialista-form-values';

/** The API's names of the fields a refusal can be about (`campo`), and this form's. */
const SERVER_FIELDS = {
  nome: 'nome',
  descricao: 'descricao',
  tom: 'tom',
  modelo: 'modelo',
  temperatura: 'temperatura',
  historicoMensagens: 'historicoMensagens',
  palavrasTransferencia: 'palavrasTransferencia',
  horario: 'inicio',
  idsCanais: 'idsCanais',
} as const satisfies Record<string, Path<EspecialistaFormValues>>;

const DIAS = [
  ['0', 'Dom'],
  ['1', 'Seg'],
  ['2', 'Ter'],
  ['3', 'Qua'],
  ['4', 'Qui'],
  ['5', 'Sex'],
  ['6', 'Sáb'],
] as const;

export type EspecialistaFormProps = {
  heading: string;
  ia: IaConfiguracao;
  canais: EspecialistaCanal[];
  especialista?: Especialista;
};

/** A specialist's form: who it is, the model, when it hands off, its hours and its channels. */
export function EspecialistaForm({ heading, ia, canais, especialista }: EspecialistaFormProps) {
  const navigate = useNavigate();
  const save = useSaveEspecialista();
  const ids = { dias: useId(), canais: useId() };
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EspecialistaFormValues, unknown, EspecialistaInput>({
    resolver: valibotResolver(especialistaFormSchema),
    defaultValues: especialista ? especialistaToValues(especialista) : emptyEspecialistaValues(ia.modelos[0]),
  });
  const comHorario = useWatch({ control, name: 'comHorario' });
  // A model saved earlier that the operator no longer offers stays selectable, marked as such.
  const modelos = [
    ...ia.modelos,
    ...(especialista && !ia.modelos.includes(especialista.modelo) ? [especialista.modelo] : []),
  ];

  async function handleSave(input: EspecialistaInput): Promise<void> {
    try {
      const body = await save.mutateAsync({ input, idEspecialista: especialista?.idEspecialista });
      showToast.success(body.message || 'Especialista salvo.');
      navigate(especialista ? '../..' : '..', { relative: 'path' });
    } catch (error) {
      if (!setServerFieldError(error, setError, SERVER_FIELDS)) {
        showToast.error(apiErrorMessage(error, 'Não foi possível salvar o especialista.'));
      }
    }
  }

  return (
    <div className="especialistas-page">
      <PageHeader
        title={heading}
        actions={
          <Link to={especialista ? '../..' : '..'} relative="path" className="cb-button cb-button--ghost">
            Cancelar
          </Link>
        }
      />
      <form className="especialista-form" noValidate onSubmit={handleSubmit(handleSave)} aria-label={heading}>
        <Card title="Quem é">
          <div className="especialista-form__grid">
            <TextField label="Nome" required error={errors.nome?.message} {...register('nome')} />
            <SelectField
              label="Tom com os contatos"
              options={ESPECIALISTA_TONS.map((tom) => ({ value: tom, label: ESPECIALISTA_TOM_LABELS[tom] }))}
              error={errors.tom?.message}
              {...register('tom')}
            />
          </div>
          <TextAreaField
            label="O que ele faz"
            rows={3}
            placeholder="Ex.: Atende pedidos de lanches pelo WhatsApp e tira dúvidas sobre o cardápio."
            error={errors.descricao?.message}
            {...register('descricao')}
          />
          <label className="especialista-form__choice">
            <input type="checkbox" {...register('ativo')} />
            <span>
              <strong>Atender os contatos</strong>
              <span className="cb-field__hint">
                Desligado, ele só conversa no playground: nenhuma mensagem de contato é respondida.
              </span>
            </span>
          </label>
        </Card>

        <Card title="Modelo de IA">
          <div className="especialista-form__grid">
            {modelos.length ? (
              <SelectField
                label="Modelo"
                options={modelos.map((modelo) => ({
                  value: modelo,
                  label: ia.modelos.includes(modelo) ? modelo : `${modelo} (indisponível)`,
                }))}
                error={errors.modelo?.message}
                {...register('modelo')}
              />
            ) : (
              <TextField
                label="Modelo"
                hint="A IA não está configurada nesta instalação: o especialista mantém o modelo salvo até o responsável técnico configurá-la."
                error={errors.modelo?.message}
                {...register('modelo')}
              />
            )}
            <TextField
              label="Temperatura"
              inputMode="decimal"
              hint={`De 0 (respostas mais previsíveis) a ${String(ESPECIALISTA_LIMITES.temperaturaMax).replace('.', ',')} (mais variadas).`}
              error={errors.temperatura?.message}
              {...register('temperatura')}
            />
            <TextField
              label="Mensagens recentes que ele lê"
              inputMode="numeric"
              hint={`De ${ESPECIALISTA_LIMITES.historicoMin} a ${ESPECIALISTA_LIMITES.historicoMax}.`}
              error={errors.historicoMensagens?.message}
              {...register('historicoMensagens')}
            />
          </div>
        </Card>

        <Card title="Quando passa a conversa para a equipe">
          <TextField
            label="Palavras do contato"
            hint="Separadas por vírgula. Se o contato escrever uma delas, a conversa vai para a equipe como pendente."
            error={errors.palavrasTransferencia?.message}
            {...register('palavrasTransferencia')}
          />
          <label className="especialista-form__choice">
            <input type="checkbox" {...register('transferenciaPelaIa')} />
            <span>
              <strong>O especialista pode decidir passar para a equipe</strong>
              <span className="cb-field__hint">
                Quando não souber responder ou o contato precisar de uma pessoa. Falhas do modelo sempre passam.
              </span>
            </span>
          </label>
        </Card>

        <Card title="Horário de atendimento">
          <label className="especialista-form__choice">
            <input type="checkbox" {...register('comHorario')} />
            <span>
              <strong>Atender só em alguns dias e horários</strong>
              <span className="cb-field__hint">Horário de Brasília. Fora dele, a conversa vai para a equipe.</span>
            </span>
          </label>
          {comHorario ? (
            <>
              <fieldset
                className="especialista-form__dias"
                aria-describedby={errors.dias?.message ? ids.dias : undefined}
              >
                <legend>Dias</legend>
                {DIAS.map(([value, label]) => (
                  <label key={value}>
                    <input type="checkbox" value={value} {...register('dias')} /> {label}
                  </label>
                ))}
                {errors.dias?.message ? (
                  <span id={ids.dias} className="cb-field__error">
                    {errors.dias.message}
                  </span>
                ) : null}
              </fieldset>
              <div className="especialista-form__grid">
                <TextField label="Das" type="time" error={errors.inicio?.message} {...register('inicio')} />
                <TextField label="Às" type="time" error={errors.fim?.message} {...register('fim')} />
              </div>
            </>
          ) : null}
        </Card>

        <Card title="Canais que ele atende">
          {canais.length === 0 ? (
            <p className="cb-muted">
              Nenhum canal de WhatsApp ainda. Sem canal, ele atende só as conversas que a equipe der a ele no chat.
            </p>
          ) : (
            <fieldset className="especialista-form__canais" aria-describedby={ids.canais}>
              <legend className="cb-visually-hidden">Canais</legend>
              {canais.map((canal) => (
                <label key={canal.idCanal} className="especialista-form__choice">
                  <input type="checkbox" value={String(canal.idCanal)} {...register('idsCanais')} />
                  <span>
                    {canal.nome} {canal.conectado ? null : <span className="cb-muted">(desconectado)</span>}
                  </span>
                </label>
              ))}
              <span id={ids.canais} className="cb-field__hint">
                As conversas novas destes canais são respondidas por ele. Um canal tem um especialista de cada vez.
              </span>
              {errors.idsCanais?.message ? <span className="cb-field__error">{errors.idsCanais.message}</span> : null}
            </fieldset>
          )}
        </Card>

        <div className="cb-row">
          <Button type="submit" loading={isSubmitting}>
            {especialista ? 'Salvar alterações' : 'Criar especialista'}
          </Button>
        </div>
      </form>
    </div>
  );
}
