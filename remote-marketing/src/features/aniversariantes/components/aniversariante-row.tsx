import type { Aniversariante } from '@colabora/shared/contracts';
import { formatCalendarDay, isoDateToBr, maskPhone } from '@colabora/shared/format';
import { Badge, Button, Icon } from '@colabora/shared/ui';

export type AniversarianteRowProps = {
  pessoa: Aniversariante;
  /** yyyy-mm-dd of today in the browser: that day's birthdays say "Hoje". */
  hoje: string;
  /** Contacts only, and only with the C letter: the greeting button. */
  podeFelicitar: boolean;
  enviando: boolean;
  onFelicitar: (pessoa: Aniversariante) => void;
};

const telefoneBr = (e164: string | null) => (e164 ? maskPhone(e164.replace(/^\+55/, '')) : null);

/** One person of the list: when, how old, consent, and the greeting. */
export function AniversarianteRow({ pessoa, hoje, podeFelicitar, enviando, onFelicitar }: AniversarianteRowProps) {
  const ehHoje = pessoa.aniversario === hoje;
  const telefone = telefoneBr(pessoa.telefone);
  return (
    <li className="aniversariantes-row">
      <div className="aniversariantes-row__who">
        <span className="aniversariantes-row__nome">{pessoa.nome}</span>
        <span className="aniversariantes-row__meta">
          {formatCalendarDay(pessoa.aniversario, { weekday: true })}
          {pessoa.idade !== null ? ` · completa ${pessoa.idade} anos` : ''}
          {telefone ? ` · ${telefone}` : ''}
        </span>
        <span className="aniversariantes-row__meta">Nascimento: {isoDateToBr(pessoa.dataNascimento)}</span>
      </div>
      <div className="aniversariantes-row__badges">
        {ehHoje ? <Badge tone="primary">Hoje</Badge> : null}
        {podeFelicitar || pessoa.felicitadoEsteAno || pessoa.consentimentoMarketing ? (
          <Badge tone={pessoa.consentimentoMarketing ? 'success' : 'warn'}>
            {pessoa.consentimentoMarketing ? 'Com consentimento' : 'Sem consentimento'}
          </Badge>
        ) : null}
        {pessoa.felicitadoEsteAno ? <Badge tone="info">Felicitado</Badge> : null}
      </div>
      {podeFelicitar && !ehHoje && !pessoa.felicitadoEsteAno ? (
        // The API greets only on the day (São Paulo): say so instead of a button that does nothing.
        <span className="aniversariantes-row__meta aniversariantes-row__action">
          A felicitação pelo WhatsApp fica disponível no dia do aniversário.
        </span>
      ) : podeFelicitar ? (
        <Button
          size="sm"
          variant={pessoa.felicitadoEsteAno ? 'secondary' : 'primary'}
          className="aniversariantes-row__action"
          startIcon={<Icon name="cake" />}
          disabled={pessoa.felicitadoEsteAno}
          loading={enviando}
          aria-label={`Felicitar pelo WhatsApp: ${pessoa.nome}`}
          title={pessoa.felicitadoEsteAno ? 'Já felicitado este ano.' : undefined}
          onClick={() => onFelicitar(pessoa)}
        >
          Felicitar pelo WhatsApp
        </Button>
      ) : null}
    </li>
  );
}
