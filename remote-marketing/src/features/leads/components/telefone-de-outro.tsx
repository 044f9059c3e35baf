import type { ContatoResumo } from '@colabora/shared/contracts';
import { Button } from '@colabora/shared/ui';

export type TelefoneDeOutroProps = {
  dono: ContatoResumo;
  onUsar: (dono: ContatoResumo) => void;
  onCorrigir: () => void;
};

/**
 * The phone typed for a new contact is someone else's (the API said so beside the field): the two
 * ways on, instead of a lead silently made for the other person (issue #28).
 */
export function TelefoneDeOutro({ dono, onUsar, onCorrigir }: TelefoneDeOutroProps) {
  return (
    <div className="leads-form__dono" role="group" aria-label="Telefone já cadastrado">
      <Button size="sm" variant="secondary" onClick={() => onUsar(dono)}>
        Usar {dono.nome}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCorrigir}>
        Corrigir telefone
      </Button>
    </div>
  );
}
