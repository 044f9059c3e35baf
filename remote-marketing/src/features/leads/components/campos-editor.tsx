import { CAMPO_CONTATO_CHAVE, CAMPOS_CONTATO_LIMITES, type LeadInput } from '@colabora/shared/contracts';
import { Button, TextField } from '@colabora/shared/ui';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { LeadFormValues } from '../lib/lead-form-values';

export type CamposEditorProps = {
  control: Control<LeadFormValues, unknown, LeadInput>;
  register: UseFormRegister<LeadFormValues>;
  errors: FieldErrors<LeadFormValues>['campos'];
};

/**
 * The contact's custom fields, a name and a value per row: campaigns use each as a variable
 * ({cidade}). Rows left blank are ignored on save.
 */
export function CamposEditor({ control, register, errors }: CamposEditorProps) {
  const campos = useFieldArray({ control, name: 'campos' });
  const linhas = useWatch({ control, name: 'campos' });
  const erroGeral = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="leads-campos">
      <legend className="leads-campos__legend">Campos personalizados</legend>
      <p className="cb-muted leads-campos__ajuda">
        Informações do contato que as campanhas usam como variáveis: o campo cidade entra na mensagem como {'{cidade}'}.
      </p>
      {campos.fields.length === 0 ? <p className="cb-muted">Nenhum campo personalizado.</p> : null}
      {campos.fields.map((field, index) => {
        const chave = linhas?.[index]?.chave.trim() ?? '';
        const numero = index + 1;
        return (
          <div key={field.id} className="leads-campos__linha" role="group" aria-label={`Campo ${numero}`}>
            <TextField
              label={`Nome do campo ${numero}`}
              className="leads-campos__chave"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={CAMPOS_CONTATO_LIMITES.chaveMax}
              hint={CAMPO_CONTATO_CHAVE.test(chave) ? `Na mensagem: {${chave}}` : 'Ex.: cidade, plano, dataCompra'}
              error={errors?.[index]?.chave?.message}
              {...register(`campos.${index}.chave`)}
            />
            <TextField
              label={`Valor do campo ${numero}`}
              className="leads-campos__valor"
              maxLength={CAMPOS_CONTATO_LIMITES.valorMax}
              error={errors?.[index]?.valor?.message}
              {...register(`campos.${index}.valor`)}
            />
            <Button
              size="sm"
              variant="ghost"
              className="leads-campos__remover"
              aria-label={`Remover campo ${numero}${chave ? ` (${chave})` : ''}`}
              onClick={() => campos.remove(index)}
            >
              Remover
            </Button>
          </div>
        );
      })}
      {erroGeral ? (
        <p className="cb-field__error" role="alert">
          {erroGeral}
        </p>
      ) : null}
      {campos.fields.length < CAMPOS_CONTATO_LIMITES.max ? (
        <Button size="sm" variant="secondary" onClick={() => campos.append({ chave: '', valor: '' })}>
          Adicionar campo
        </Button>
      ) : (
        <p className="cb-muted">Máximo de {CAMPOS_CONTATO_LIMITES.max} campos.</p>
      )}
    </fieldset>
  );
}
