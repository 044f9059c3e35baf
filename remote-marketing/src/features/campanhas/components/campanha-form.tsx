import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CAMPANHA_LEGENDA_MAX,
  CAMPANHA_MIDIA_MESSAGES,
  CAMPANHA_VARIAVEIS,
  type Campanha,
  type CampanhaInput,
  type CampanhaOpcoes,
} from '@colabora/shared/contracts';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import { Button, Card, PageHeader, SelectField, showToast, TextAreaField, TextField } from '@colabora/shared/ui';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from '@colabora/shared/router';
import { useApplyMidia, type MidiaEscolha } from '../../../lib/api/campanha-midia';
import { usePreviaCampanha, useSaveCampanha } from '../../../lib/api/save-campanha';
import {
  campanhaFormSchema,
  campanhaToValues,
  emptyCampanhaValues,
  type CampanhaFormValues,
} from '../lib/campanha-form-values';
import { parseTelefones } from '../lib/parse-telefones';
import { CampanhaMidiaField } from './campanha-midia-field';
import { CampanhaRitmoCard } from './campanha-ritmo-card';
import { CheckboxGroup } from './checkbox-group';
import { PreviaPanel } from './previa-panel';
import { VariaveisAviso } from './variaveis-aviso';

/** The API's names of the fields a refusal can be about (`campo`), and this form's. */
const SERVER_FIELDS = {
  nome: 'nome',
  idCanal: 'idCanal',
  idEspecialista: 'idEspecialista',
  'ritmo.intervaloSegundos': 'intervaloSegundos',
  agendadaPara: 'agendadaPara',
  'recorrencia.ate': 'repetirAte',
} as const satisfies Record<string, Path<CampanhaFormValues>>;

/** A list of 5,000 numbers with names beside them is well under this. */
const LISTA_MAX_BYTES = 1024 * 1024;

export type CampanhaFormProps = {
  opcoes: CampanhaOpcoes;
  intervaloMinimoSegundos: number;
  campanha?: Campanha;
  heading: string;
};

/** A campaign's form: name, channel, specialist, message variants, audience, schedule, pace, and a preview. */
export function CampanhaForm({ opcoes, intervaloMinimoSegundos, campanha, heading }: CampanhaFormProps) {
  const navigate = useNavigate();
  const save = useSaveCampanha();
  const applyMidia = useApplyMidia();
  const [midia, setMidia] = useState<MidiaEscolha>({ kind: 'manter' });
  const previa = usePreviaCampanha();
  const schema = useMemo(() => campanhaFormSchema(intervaloMinimoSegundos), [intervaloMinimoSegundos]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CampanhaFormValues, unknown, CampanhaInput>({
    resolver: valibotResolver(schema),
    // 'all' makes the resolver run the form-wide rules (audience, window…) even when a field is
    // also wrong, so every message shows on the first submit (the field shows its first one).
    criteriaMode: 'all',
    defaultValues: campanha
      ? campanhaToValues(campanha)
      : emptyCampanhaValues(opcoes.canais.length === 1 ? opcoes.canais[0]?.idCanal : undefined),
  });
  const variantes = useFieldArray({ control, name: 'variantes' });
  const todos = watch('todos');
  const idsContatos = watch('idsContatos');
  const listaLida = parseTelefones(watch('telefonesTexto'));
  const arquivo = useRef<HTMLInputElement>(null);

  /** Appends the numbers of a spreadsheet (CSV) or text file to the list: one a line. */
  async function importarLista(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LISTA_MAX_BYTES) {
      showToast.error('Arquivo grande demais: a lista tem no máximo 1 MB (5.000 números).');
      return;
    }
    // Each line's first cell that is a phone (a spreadsheet may have the name first); none → left out.
    const linhas = (await file.text()).split(/\r?\n/).filter((linha) => linha.trim());
    const numeros = linhas
      .map((linha) => linha.split(/[;,\t]/).flatMap((celula) => parseTelefones(celula).validos)[0])
      .filter((numero): numero is string => Boolean(numero));
    const lidos = { validos: numeros, deFora: linhas.length - numeros.length };
    const atual = getValues('telefonesTexto').trim();
    setValue('telefonesTexto', [atual, ...lidos.validos].filter(Boolean).join('\n'), {
      shouldDirty: true,
      shouldValidate: true,
    });
    showToast.success(
      lidos.deFora
        ? `${lidos.validos.length} números importados; ${lidos.deFora} linhas sem telefone ficaram de fora (cabeçalho, linhas vazias…).`
        : `${lidos.validos.length} números importados.`,
    );
  }

  async function handleSave(input: CampanhaInput): Promise<void> {
    const comArquivo = midia.kind === 'nova' || (midia.kind === 'manter' && campanha?.midia);
    const longa = input.variantes.findIndex((texto) => texto.length > CAMPANHA_LEGENDA_MAX);
    if (comArquivo && longa >= 0) {
      setError(`variantes.${longa}.texto`, { message: CAMPANHA_MIDIA_MESSAGES.legenda }, { shouldFocus: true });
      return;
    }
    let salva: Campanha | null = null;
    try {
      const body = await save.mutateAsync({ input, idCampanha: campanha?.idEspecialistaCampanha });
      salva = body.data ?? null;
      showToast.success(body.message || 'Campanha salva.');
    } catch (error) {
      if (!setServerFieldError(error, setError, SERVER_FIELDS)) {
        showToast.error(apiErrorMessage(error, 'Não foi possível salvar a campanha.'));
      }
      return;
    }
    // The file goes apart (it is bytes): a refusal leaves the saved campaign, and says so.
    if (salva && midia.kind !== 'manter') {
      try {
        await applyMidia.mutateAsync({ idCampanha: salva.idEspecialistaCampanha, escolha: midia });
      } catch (error) {
        showToast.error(`A campanha foi salva, mas o arquivo não: ${apiErrorMessage(error, 'tente de novo.')}`);
        // A new campaign opens as saved, so choosing the file again does not create it twice.
        if (!campanha) navigate(`../${salva.idEspecialistaCampanha}/editar`, { relative: 'path' });
        return;
      }
    }
    navigate(campanha ? '../..' : '..', { relative: 'path' });
  }

  function insertVariable(index: number, token: string): void {
    const name = `variantes.${index}.texto` as const;
    const current = getValues(name);
    setValue(name, `${current}${current && !current.endsWith(' ') ? ' ' : ''}${token}`, { shouldDirty: true });
  }

  const previaError = previa.error ? apiErrorMessage(previa.error, 'Não foi possível calcular a prévia.') : null;

  return (
    <div className="campanhas-page">
      <PageHeader
        title={heading}
        actions={
          <Link to={campanha ? '../..' : '..'} relative="path" className="cb-button cb-button--ghost">
            Cancelar
          </Link>
        }
      />
      <form className="campanhas-form" noValidate onSubmit={handleSubmit(handleSave)} aria-label={heading}>
        <Card title="Campanha">
          <div className="campanhas-form__grid">
            <TextField label="Nome" required error={errors.nome?.message} {...register('nome')} />
            <SelectField
              label="Canal que envia"
              required
              placeholder="Selecione…"
              options={opcoes.canais.map((canal) => ({
                value: String(canal.idCanal),
                label: canal.conectado ? canal.nome : `${canal.nome} (desconectado)`,
              }))}
              hint={opcoes.canais.length === 0 ? 'Nenhum canal: conecte um WhatsApp em Canais.' : undefined}
              error={errors.idCanal?.message}
              {...register('idCanal')}
            />
            <SelectField
              label="Especialista que responde"
              options={[
                { value: '', label: 'Ninguém: as respostas vão para a equipe' },
                ...opcoes.especialistas.map((especialista) => ({
                  value: String(especialista.idEspecialista),
                  label: especialista.ativo ? especialista.nome : `${especialista.nome} (inativo)`,
                })),
              ]}
              error={errors.idEspecialista?.message}
              {...register('idEspecialista')}
            />
          </div>
        </Card>

        <Card title="Mensagem">
          <p className="cb-muted">
            Cada contato recebe uma das variantes, sorteada. Variáveis: {CAMPANHA_VARIAVEIS.join(', ')}
            {opcoes.campos.length
              ? `; dos campos personalizados dos contatos: ${opcoes.campos.map((campo) => `{${campo}}`).join(', ')}`
              : ''}
            . Quem responder SAIR, PARAR ou STOP deixa de receber campanhas.
          </p>
          {variantes.fields.map((field, index) => (
            <div key={field.id} className="campanhas-variante">
              <TextAreaField
                label={`Variante ${index + 1}`}
                rows={4}
                maxLength={4096}
                error={errors.variantes?.[index]?.texto?.message}
                {...register(`variantes.${index}.texto`)}
              />
              <div className="campanhas-variante__acoes">
                {[...CAMPANHA_VARIAVEIS, ...opcoes.campos.map((campo) => `{${campo}}`)].map((token) => (
                  <Button key={token} size="sm" variant="ghost" onClick={() => insertVariable(index, token)}>
                    {`Inserir ${token}`}
                  </Button>
                ))}
                {variantes.fields.length > 1 ? (
                  <Button size="sm" variant="ghost" onClick={() => variantes.remove(index)}>
                    {`Remover variante ${index + 1}`}
                  </Button>
                ) : null}
              </div>
              <VariaveisAviso texto={watch(`variantes.${index}.texto`) ?? ''} campos={opcoes.campos} />
            </div>
          ))}
          {errors.variantes?.root?.message || errors.variantes?.message ? (
            <p className="cb-field__error" role="alert">
              {errors.variantes.root?.message ?? errors.variantes.message}
            </p>
          ) : null}
          {variantes.fields.length < 5 ? (
            <Button size="sm" variant="secondary" onClick={() => variantes.append({ texto: '' })}>
              Adicionar variante
            </Button>
          ) : (
            <p className="cb-muted">Máximo de 5 variantes.</p>
          )}
          <CampanhaMidiaField atual={campanha?.midia ?? null} escolha={midia} onChange={setMidia} />
        </Card>

        <Card title="Audiência">
          <label className="campanhas-checks__option">
            <input type="checkbox" {...register('todos')} /> Todos os contatos da instituição
          </label>
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <CheckboxGroup
                legend="Contatos com as etiquetas"
                options={opcoes.tags.map((tag) => ({ value: tag, label: tag }))}
                value={field.value}
                onChange={field.onChange}
                disabled={todos}
                error={fieldState.error?.message}
                empty="Nenhum contato tem etiqueta ainda (etiquete em Leads ou no Chat)."
              />
            )}
          />
          <Controller
            control={control}
            name="idsEtapas"
            render={({ field }) => (
              <CheckboxGroup
                legend="Leads nas etapas do funil"
                options={opcoes.etapas.map((etapa) => ({ value: String(etapa.idEtapa), label: etapa.nome }))}
                value={field.value}
                onChange={field.onChange}
                disabled={todos}
              />
            )}
          />
          <TextAreaField
            label="Lista importada: números com DDD, um por linha"
            rows={4}
            disabled={todos}
            error={errors.telefonesTexto?.message}
            {...register('telefonesTexto')}
          />
          <div className="campanhas-variante__acoes">
            <Button size="sm" variant="secondary" disabled={todos} onClick={() => arquivo.current?.click()}>
              Importar lista (.csv ou .txt)
            </Button>
            <input
              ref={arquivo}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="cb-visually-hidden"
              tabIndex={-1}
              aria-label="Arquivo com a lista de números"
              onChange={(event) => void importarLista(event)}
            />
            <span className="cb-muted" aria-live="polite">
              {listaLida.validos.length === 1 ? '1 número na lista' : `${listaLida.validos.length} números na lista`}
            </span>
          </div>
          {idsContatos.length > 0 ? (
            <p className="cb-muted">{`E ${idsContatos.length} contatos escolhidos um a um (edite-os em JSON da campanha).`}</p>
          ) : null}
          <p className="cb-muted">Só recebe quem deu consentimento de marketing e tem número de WhatsApp válido.</p>
        </Card>

        <CampanhaRitmoCard
          control={control}
          register={register}
          errors={errors}
          intervaloMinimoSegundos={intervaloMinimoSegundos}
        />

        <PreviaPanel
          previa={previa.data}
          loading={previa.isPending}
          error={previaError}
          onRefresh={() => void handleSubmit((input) => previa.mutate(input))()}
        />

        <div className="campanhas-form__acoes">
          <Button type="submit" loading={isSubmitting}>
            Salvar campanha
          </Button>
        </div>
      </form>
    </div>
  );
}
