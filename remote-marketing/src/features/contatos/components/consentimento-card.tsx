import { CONSENTIMENTO_ORIGEM_LABELS, type ContatoPagina } from '@colabora/shared/contracts';
import { formatDateTime } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { Badge, Button, Card, ConfirmDialog, showToast, TextAreaField } from '@colabora/shared/ui';
import { useState } from 'react';
import { useChangeConsentimento } from '../api/change-consentimento';

export type ConsentimentoCardProps = { pagina: ContatoPagina; canUpdate: boolean };

const NOTA_OBRIGATORIA = 'Escreva como a pessoa consentiu (por exemplo: "Autorizou por telefone com a Ana").';

/**
 * The contact's LGPD marketing consent: what it is now, every change as it was recorded (never
 * rewritten), and, for a profile that may change contacts, "Registrar consentimento" (a note saying
 * how is required) and "Revogar consentimento" (one click). A read-only profile is told why the
 * actions are missing.
 */
export function ConsentimentoCard({ pagina, canUpdate }: ConsentimentoCardProps) {
  const { contato, historicoConsentimento } = pagina;
  const { consentimento } = contato;
  const change = useChangeConsentimento();
  const [registrando, setRegistrando] = useState(false);
  const [nota, setNota] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  function registrar(): void {
    if (!nota.trim()) {
      setErro(NOTA_OBRIGATORIA);
      return;
    }
    change.mutate(
      { idContato: contato.idContato, acao: 'registrar', nota },
      {
        onSuccess: (body) => {
          showToast.success(body.message);
          setRegistrando(false);
          setNota('');
        },
        onError: (error) => setErro(apiErrorMessage(error, 'Não foi possível registrar o consentimento.')),
      },
    );
  }

  function revogar(): void {
    change.mutate(
      { idContato: contato.idContato, acao: 'revogar', nota: '' },
      {
        onSuccess: (body) => showToast.success(body.message),
        onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível revogar o consentimento.')),
      },
    );
  }

  const desde = consentimento.em
    ? ` desde ${formatDateTime(consentimento.em)}${consentimento.origem ? ` (${CONSENTIMENTO_ORIGEM_LABELS[consentimento.origem]})` : ''}`
    : '';

  return (
    <Card title="Consentimento de marketing (LGPD)">
      <p className="contatos-consentimento__atual">
        {consentimento.marketing ? (
          <Badge tone="success">Aceita campanhas</Badge>
        ) : (
          <Badge tone="warn">Não aceita campanhas</Badge>
        )}
        <span className="cb-muted">
          {consentimento.em ? desde.trim() : 'Nenhum consentimento registrado: campanhas não são enviadas.'}
        </span>
      </p>
      {canUpdate ? (
        <div className="cb-row contatos-consentimento__acoes">
          <Button
            variant="secondary"
            onClick={() => {
              setErro(null);
              setRegistrando(true);
            }}
          >
            Registrar consentimento
          </Button>
          {consentimento.marketing ? (
            <Button variant="danger" loading={change.isPending && !registrando} onClick={revogar}>
              Revogar consentimento
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="cb-muted" role="note">
          Seu perfil permite apenas consultar o consentimento. Para registrar ou revogar, peça a quem administra os
          perfis a permissão de alterar em Contatos.
        </p>
      )}

      <h3 className="contatos-subtitulo">Histórico</h3>
      {historicoConsentimento.length ? (
        <ol className="contatos-historico" aria-label="Histórico de consentimento">
          {historicoConsentimento.map((registro) => (
            <li key={registro.idRegistro}>
              <strong>{registro.marketing ? 'Consentimento dado' : 'Consentimento revogado'}</strong>
              <span className="cb-muted">
                {' '}
                — {CONSENTIMENTO_ORIGEM_LABELS[registro.origem]}, {registro.autor ?? 'Sistema'},{' '}
                <time dateTime={registro.em}>{formatDateTime(registro.em)}</time>
              </span>
              {registro.nota ? <p className="contatos-historico__nota">{registro.nota}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="cb-muted">Nenhuma mudança registrada.</p>
      )}

      <ConfirmDialog
        open={registrando}
        title={`Registrar o consentimento de ${contato.nome}`}
        description={
          <>
            <p>Use quando a pessoa autorizou receber campanhas falando com a equipe (por telefone, pessoalmente).</p>
            <TextAreaField
              label="Como a pessoa consentiu"
              value={nota}
              maxLength={500}
              required
              error={erro}
              onChange={(event) => {
                setNota(event.target.value);
                setErro(null);
              }}
            />
          </>
        }
        confirmLabel="Registrar consentimento"
        loading={change.isPending && registrando}
        onConfirm={registrar}
        onCancel={() => setRegistrando(false)}
      />
    </Card>
  );
}
