import { CAMPANHA_VARIAVEIS, variaveisDoModelo } from '@colabora/shared/contracts';

export type VariaveisAvisoProps = {
  /** The variant as typed. */
  texto: string;
  /** The custom field names the institution's contacts have (GET /api/campanhas/opcoes). */
  campos: readonly string[];
};

const BUILT_INS: readonly string[] = CAMPANHA_VARIAVEIS.map((token) => token.slice(1, -1));

/**
 * Under a variant: each `{x}` that is neither built-in nor a field any contact has. It is sent
 * blank (never as `{x}`), which is rarely what the author meant: a typo or a field not yet filled.
 * A live region, so the warning is read as it appears while typing.
 */
export function VariaveisAviso({ texto, campos }: VariaveisAvisoProps) {
  const desconhecidas = variaveisDoModelo(texto).filter((nome) => !BUILT_INS.includes(nome) && !campos.includes(nome));
  return (
    <div role="status" className="campanhas-variante__aviso">
      {desconhecidas.map((nome) => (
        <p key={nome}>
          {`A variável {${nome}} não existe em nenhum contato: quem não tiver esse campo receberá o texto sem ela.`}
        </p>
      ))}
    </div>
  );
}
