import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  apiResponseSchema,
  IA_NAO_CONFIGURADA,
  idEspecialistaParamsSchema,
  playgroundInputSchema,
  TOOL_TRANSFERIR,
  TRANSFERENCIA_MOTIVOS,
  usoDiaSchema,
  usoQuerySchema,
  type Especialista,
  type PlaygroundEvento,
  type PlaygroundInput,
} from '@colabora/shared/contracts';
import { binaryResponse, defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { ESPECIALISTAS_MESSAGES as MESSAGES } from './especialistas.messages';
import { findEspecialista } from './especialistas.repository';
import { matchKeyword } from './handoff-rules';
import { IaError, type IaClient } from './ia/ia-client';
import { buildMessages, TRANSFERIR_TOOL } from './prompt-builder';
import { promptFor } from './prompt-context';
import { recordUso, usoPorDia } from './uso.repository';

const SCREEN = 'especialista-ia';

type PlaygroundCall = {
  ia: IaClient;
  idInstituicao: number;
  especialista: Especialista;
  mensagens: PlaygroundInput['mensagens'];
  signal: AbortSignal;
};

/**
 * The playground's events, in order: the sections used, the answer as it is written (or the
 * hand-off a real chat would make), then `fim` with the tokens, or `erro`. The call's tokens are
 * recorded as 'playground' usage.
 */
async function* playgroundEvents(
  db: Parameters<typeof promptFor>[0],
  call: PlaygroundCall,
): AsyncGenerator<PlaygroundEvento> {
  const { ia, idInstituicao, especialista, mensagens, signal } = call;
  const pergunta = [...mensagens].reverse().find((mensagem) => mensagem.papel === 'contato')?.texto ?? '';
  const prompt = await promptFor(db, idInstituicao, especialista, ia.config.contextTokens, pergunta);
  yield { tipo: 'contexto', secoes: prompt.usadas };
  if (matchKeyword(pergunta, especialista.palavrasTransferencia)) {
    yield { tipo: 'transferencia', motivo: TRANSFERENCIA_MOTIVOS.palavra };
    yield { tipo: 'fim', tokensPrompt: 0, tokensResposta: 0 };
    return;
  }
  const turnos = mensagens.map((mensagem) => ({ papel: mensagem.papel, texto: mensagem.texto }));
  let uso = { prompt: 0, resposta: 0 };
  let transferiu = false;
  try {
    const chunks = ia.stream(
      {
        model: especialista.modelo,
        temperature: especialista.temperatura,
        messages: buildMessages(prompt.prompt, turnos, especialista.historicoMensagens),
        ...(especialista.transferenciaPelaIa ? { tools: [TRANSFERIR_TOOL] } : {}),
      },
      signal,
    );
    for await (const chunk of chunks) {
      if (chunk.kind === 'texto') yield { tipo: 'texto', delta: chunk.delta };
      else if (chunk.kind === 'uso') uso = chunk.uso;
      else if (chunk.nome === TOOL_TRANSFERIR && especialista.transferenciaPelaIa && !transferiu) {
        transferiu = true;
        yield { tipo: 'transferencia', motivo: TRANSFERENCIA_MOTIVOS.ferramenta };
      }
    }
  } catch (error) {
    if (!(error instanceof IaError)) throw error;
    yield { tipo: 'erro', mensagem: error.mensagemUsuario };
    return;
  }
  await recordUso(db, {
    idInstituicao,
    idEspecialista: especialista.idEspecialista,
    idChat: null,
    tipo: 'playground',
    tokens: uso,
  });
  yield { tipo: 'fim', tokensPrompt: uso.prompt, tokensResposta: uso.resposta };
}

/** Server-sent events: one `data:` line of JSON per event; an unexpected failure ends with `erro`. */
async function* asServerSentEvents(
  events: AsyncGenerator<PlaygroundEvento>,
  onError: (error: unknown) => void,
): AsyncGenerator<string> {
  try {
    for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
  } catch (error) {
    onError(error);
    const erro: PlaygroundEvento = { tipo: 'erro', mensagem: 'Erro interno ao falar com o especialista.' };
    yield `data: ${JSON.stringify(erro)}\n\n`;
  }
}

/**
 * Talking to a specialist before it answers contacts, and its usage (screen 'especialista-ia').
 * Mounted at /api/especialistas.
 */
const playgroundRoutes: FastifyPluginAsync<{ ia: IaClient | null }> = async (app, { ia }) => {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idEspecialista/playground',
      // Talking to it changes nothing the institution sees but the usage, where its tokens count.
      access: { screen: SCREEN, letter: 'R' },
      input: { params: idEspecialistaParamsSchema, body: playgroundInputSchema },
      response: { 200: binaryResponse('text/event-stream') },
      summary:
        'Conversa de teste com o especialista: text/event-stream de PlaygroundEvento (contexto, texto, transferencia, fim, erro)',
      async handler(request, reply) {
        const { idInstituicao } = principalOf(request);
        const especialista = await findEspecialista(app.db, idInstituicao, request.input.params.idEspecialista);
        if (!especialista) throw notFound(MESSAGES.notFound);
        if (!ia) throw new HttpError(503, IA_NAO_CONFIGURADA);
        // A model saved earlier and no longer offered is never called (especialistas.routes.ts).
        if (!ia.config.modelos.includes(especialista.modelo))
          throw new HttpError(409, MESSAGES.modeloPlayground(especialista.modelo));
        // The model call stops when the client goes away (the tab closed mid-answer).
        const controller = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        const events = playgroundEvents(app.db, {
          ia,
          idInstituicao,
          especialista,
          mensagens: request.input.body.mensagens,
          signal: controller.signal,
        });
        const stream = Readable.from(
          asServerSentEvents(events, (error) => request.log.error({ err: error }, 'playground: falha inesperada')),
        );
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(stream);
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idEspecialista/uso',
      access: { screen: SCREEN, letter: 'R' },
      input: { params: idEspecialistaParamsSchema, query: usoQuerySchema },
      response: { 200: apiResponseSchema(v.array(usoDiaSchema)) },
      summary: 'O uso do especialista por dia (America/Sao_Paulo): conversas, respostas, transferências e tokens',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idEspecialista } = request.input.params;
        if (!(await findEspecialista(app.db, idInstituicao, idEspecialista))) throw notFound(MESSAGES.notFound);
        const data = await usoPorDia(app.db, idInstituicao, idEspecialista, request.input.query.dias);
        return { success: true, message: `Uso dos últimos ${request.input.query.dias} dias.`, data };
      },
    }),
  );
};

export default playgroundRoutes;
