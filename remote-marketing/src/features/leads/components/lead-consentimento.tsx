import { CONSENTIMENTO_ORIGEM_LABELS } from '@colabora/shared/contracts';
import { formatDate } from '@colabora/shared/format';
import { useCanOpen } from '@colabora/shared/query';
import { Link } from '@colabora/shared/router';
import { useContatoAudiencia } from '../api/get-contato-audiencia';

/** The lead's contact's marketing consent in one line, and its page on the Contacts screen. */
export function LeadConsentimento({ idContato }: { idContato: number }) {
  const audiencia = useContatoAudiencia(idContato);
  const canOpenContatos = useCanOpen('/contatos');
  const consentimento = audiencia.data?.consentimento;
  let texto = 'Carregando…';
  if (audiencia.isError) texto = 'Não foi possível carregar o consentimento.';
  else if (consentimento && !consentimento.em) texto = 'Não aceita campanhas (nenhum consentimento registrado)';
  else if (consentimento?.em) {
    const como = consentimento.origem ? `, ${CONSENTIMENTO_ORIGEM_LABELS[consentimento.origem].toLowerCase()}` : '';
    texto = `${consentimento.marketing ? 'Aceita' : 'Não aceita'} campanhas desde ${formatDate(consentimento.em)}${como}`;
  }
  return (
    <>
      {texto}
      {canOpenContatos ? (
        <>
          {' · '}
          <Link to={`/contatos/${idContato}`}>Ver contato</Link>
        </>
      ) : null}
    </>
  );
}
