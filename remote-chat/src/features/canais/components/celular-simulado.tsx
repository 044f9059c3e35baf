import { valibotResolver } from '@hookform/resolvers/valibot';
import { simuladorMensagemInputSchema, type Canal, type SimuladorMensagemInput } from '@colabora/shared/contracts';
import { formatDayMonthTime, formatTamanho, maskPhone } from '@colabora/shared/format';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import { Button, QueryState, showToast, TextAreaField, TextField } from '@colabora/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useContatoEscreve, useEnviadas, useLerQrSimulado } from '../api/simulador';

export type CelularSimuladoProps = {
  canal: Canal;
  /** Reading the QR changes the channel (U letter). */
  canRead: boolean;
  /** Playing a contact creates conversations (C letter). */
  canWrite: boolean;
};

/**
 * The phone of a `simulador` channel, to try the product without a real number: it reads the QR,
 * plays a contact writing in, and shows what the staff's answers delivered to that contact.
 */
export function CelularSimulado({ canal, canRead, canWrite }: CelularSimuladoProps) {
  const [open, setOpen] = useState(true);
  const lerQr = useLerQrSimulado({
    onSuccess: (body) => showToast.success(body.message || 'Canal conectado.'),
    onError: (error) => showToast.error(apiErrorMessage(error, 'O celular simulado não conseguiu ler o QR Code.')),
  });

  return (
    <details className="celular-simulado" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Celular simulado</summary>
      {canal.estado === 'aguardando_qr' ? (
        canRead ? (
          <Button
            variant="secondary"
            loading={lerQr.isPending}
            disabled={!canal.qrCode}
            onClick={() => lerQr.mutate(canal.idCanal)}
          >
            Ler QR Code com o celular simulado
          </Button>
        ) : (
          <p className="cb-muted">O celular simulado espera alguém com permissão para ler o QR Code.</p>
        )
      ) : canal.estado === 'conectado' ? (
        <div className="celular-simulado__body">
          {canWrite ? <ContatoForm idCanal={canal.idCanal} /> : null}
          {open ? <Enviadas idCanal={canal.idCanal} /> : null}
        </div>
      ) : (
        <p className="cb-muted">Conecte o canal: o celular simulado lê o QR Code com um toque.</p>
      )}
    </details>
  );
}

const SERVER_FIELDS = { telefone: 'telefone', nome: 'nome', texto: 'texto' } as const;

const EMPTY: SimuladorMensagemInput = { telefone: '', nome: '', texto: '' };

function ContatoForm({ idCanal }: { idCanal: number }) {
  const escreve = useContatoEscreve();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SimuladorMensagemInput, unknown, SimuladorMensagemInput>({
    resolver: valibotResolver(simuladorMensagemInputSchema),
    defaultValues: EMPTY,
  });

  async function handleSend(input: SimuladorMensagemInput): Promise<void> {
    try {
      const body = await escreve.mutateAsync({ idCanal, input });
      showToast.success(body.message || 'Mensagem do contato recebida.');
      // The same contact usually writes again: keep who, clear what.
      resetField('texto');
    } catch (error) {
      if (!setServerFieldError(error, setError, SERVER_FIELDS)) {
        showToast.error(apiErrorMessage(error, 'O contato simulado não conseguiu enviar a mensagem.'));
      }
    }
  }

  return (
    <form
      className="celular-simulado__form"
      noValidate
      aria-label="Mensagem do contato simulado"
      onSubmit={handleSubmit(handleSend)}
    >
      <p className="cb-muted">Escreva como se fosse um cliente: a conversa chega no Chat.</p>
      <TextField
        label="Telefone do contato"
        required
        inputMode="tel"
        autoComplete="off"
        placeholder="(11) 98888-7777"
        mask={maskPhone}
        error={errors.telefone?.message}
        {...register('telefone')}
      />
      <TextField
        label="Nome do contato"
        required
        autoComplete="off"
        error={errors.nome?.message}
        {...register('nome')}
      />
      <TextAreaField label="Mensagem" required rows={2} error={errors.texto?.message} {...register('texto')} />
      <Button type="submit" variant="secondary" loading={isSubmitting}>
        Enviar como contato
      </Button>
    </form>
  );
}

/** The page grows with the list (a scrolling box inside it would trap keyboard users), so it shows the latest few. */
const ENVIADAS_VISIVEIS = 20;

function Enviadas({ idCanal }: { idCanal: number }) {
  const enviadas = useEnviadas(idCanal);
  return (
    <section className="celular-simulado__enviadas" aria-label="O que o contato recebeu">
      <h3 className="celular-simulado__title">O que o contato recebeu</h3>
      <QueryState
        query={enviadas}
        loadingLabel="Carregando mensagens enviadas…"
        errorMessage="Não foi possível carregar as mensagens enviadas."
        isEmpty={(lista) => lista.length === 0}
        empty={<p className="cb-muted">Nada ainda. Responda a conversa no Chat e a resposta aparece aqui.</p>}
      >
        {(lista) => (
          <>
            {lista.length > ENVIADAS_VISIVEIS ? (
              <p className="cb-muted">{`Mostrando as ${ENVIADAS_VISIVEIS} mais recentes de ${lista.length}.`}</p>
            ) : null}
            <ol className="celular-simulado__lista">
              {lista.slice(-ENVIADAS_VISIVEIS).map((enviada) => (
                <li key={enviada.idGateway}>
                  <span className="cb-muted celular-simulado__quando">
                    Para {maskPhone(enviada.telefone.replace(/^\+55/, ''))} · {formatDayMonthTime(enviada.enviadaEm)}
                  </span>
                  {enviada.citada ? (
                    <span className="celular-simulado__arquivo">{`Respondendo a: ${enviada.citada.previa}`}</span>
                  ) : null}
                  {enviada.reacao ? (
                    <span className="celular-simulado__texto">
                      {enviada.reacao.emoji ? `Reagiu com ${enviada.reacao.emoji}` : 'Tirou a reação'}
                    </span>
                  ) : null}
                  {enviada.midia ? (
                    <span className="celular-simulado__arquivo">
                      {`Arquivo: ${enviada.midia.nome} · ${formatTamanho(enviada.midia.tamanho)}`}
                    </span>
                  ) : null}
                  {enviada.texto ? <span className="celular-simulado__texto">{enviada.texto}</span> : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </section>
  );
}
