import { expect, type Page } from '@playwright/test';
import { FakeEvolution } from '../../api/src/modules/canais/testing/fake-evolution-server';
import { bearer, type Envelope } from '../fixtures/staff';
import { countRows, runSql } from './devices';
import type { Topology } from './topology';

/**
 * A mass send that runs across the SIGKILL of API process A (issue #30): a real WhatsApp gateway
 * over HTTP (the fake Evolution API of the API's tests, in this process, so it outlives both API
 * processes and counts every message it was asked to send), a channel connected through it, and a
 * campaign paced at the server's minimum interval so that it is still sending when A dies. The
 * run lives in the shared PostgreSQL and its jobs in pg-boss there: whichever process is alive
 * carries it on (ADR 0015).
 */

const API_KEY = 'chave-do-deploy';
/** Consenting recipients (each gets exactly one message) and contacts without consent (none). */
const CONSENTING = 8;
const WITHOUT_CONSENT = 3;
/** The server's minimum interval between two sends of a channel (ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS default). */
const INTERVAL_SECONDS = 5;

export class DeployCampaign {
  readonly tag = `deploy-${process.pid}`;
  readonly phones = Array.from({ length: CONSENTING + WITHOUT_CONSENT }, (_, i) => `1195${String(i).padStart(7, '0')}`);
  id = 0;
  startedAt = 0;
  /** When each message reached the gateway (ms since the epoch), watched from this process. */
  readonly sendTimes: number[] = [];
  private watcher: NodeJS.Timeout | null = null;

  private constructor(readonly gateway: FakeEvolution) {}

  static async start(): Promise<DeployCampaign> {
    return new DeployCampaign(await FakeEvolution.start(API_KEY));
  }

  /** What compose's `api` service gets for a real WhatsApp gateway; webhooks come back through the gateway. */
  apiEnvironment(topology: Topology): Record<string, string> {
    return { EVOLUTION_API_URL: this.gateway.url, EVOLUTION_API_KEY: API_KEY, API_PUBLIC_URL: topology.gatewayUrl };
  }

  /** Messages the gateway was asked to send, per recipient phone (as WhatsApp numbers it: 55…). */
  sentTo(): Map<string, number> {
    const sent = new Map<string, number>();
    for (const instance of this.gateway.instances.values())
      for (const item of instance.sent) sent.set(item.number, (sent.get(item.number) ?? 0) + 1);
    return sent;
  }

  sentCount(): number {
    return [...this.sentTo().values()].reduce((total, count) => total + count, 0);
  }

  /** Connects a channel through the gateway, writes the audience, starts the campaign (as the gestor on `page`). */
  async begin(page: Page, topology: Topology): Promise<void> {
    const headers = await bearer(page);
    const canal = await page.request.post('/api/canais', {
      headers,
      data: { nome: 'WhatsApp do deploy', provider: 'evolution' },
    });
    expect(canal.status(), await canal.text()).toBe(201);
    const { idCanal } = ((await canal.json()) as Envelope<{ idCanal: number }>).data;
    // The phone reads the QR: the gateway posts connection.update to the gateway URL (either process).
    expect(await this.gateway.readQr(this.gateway.instance().name, '+5511955550000')).toBe(200);
    await expect
      .poll(() => countRows(topology, `select count(*) from canal where id = ${idCanal} and estado = 'conectado'`))
      .toBe(1);

    runSql(
      topology,
      `insert into contatos (id_instituicao, nome, telefone, consentimento_marketing, tags)
         select 1, 'Deploy ' || n, t, n <= ${CONSENTING}, array['${this.tag}']
           from unnest(array[${this.phones.map((phone) => `'${phone}'`).join(',')}]) with ordinality as x(t, n)`,
    );
    const criada = await page.request.post('/api/campanhas', {
      headers,
      data: {
        nome: 'Campanha durante a queda',
        idCanal,
        idEspecialista: null,
        variantes: ['Olá, {primeiroNome}! Campanha do deploy.'],
        audiencia: { todos: false, tags: [this.tag], idsEtapas: [], idsContatos: [] },
        agendadaPara: null,
        ritmo: {
          intervaloSegundos: INTERVAL_SECONDS,
          jitterSegundos: 0,
          janelaInicio: '00:00',
          janelaFim: '23:59',
          dias: [0, 1, 2, 3, 4, 5, 6],
          limiteDiario: null,
        },
      },
    });
    expect(criada.status(), await criada.text()).toBe(201);
    this.id = ((await criada.json()) as Envelope<{ idEspecialistaCampanha: number }>).data.idEspecialistaCampanha;
    this.startedAt = Date.now();
    this.watcher = setInterval(() => {
      while (this.sendTimes.length < this.sentCount()) this.sendTimes.push(Date.now());
    }, 200);
    this.watcher.unref();
    const iniciada = await page.request.post(`/api/envio-massa/${this.id}/iniciar`, { headers });
    expect(iniciada.status(), await iniciada.text()).toBe(200);
    // Running for real before the kill: the first messages are out, most are still to go.
    await expect.poll(() => this.sentCount(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  }

  /** Still to send (pendente, or enviando: intent committed, outcome not yet). */
  remaining(topology: Topology): number {
    return countRows(
      topology,
      `select count(*) from campanha_destinatario where id_campanha = ${this.id} and status in ('pendente', 'enviando')`,
    );
  }

  status(topology: Topology): string {
    return runSql(topology, `select status from especialista_campanha where id = ${this.id}`);
  }

  /** Consenting recipients: exactly one message each; the others none. */
  expectEachOnce(): void {
    const sent = this.sentTo();
    this.phones.forEach((phone, index) => {
      expect(sent.get(`55${phone}`) ?? 0, `mensagens para 55${phone}`).toBe(index < CONSENTING ? 1 : 0);
    });
    expect(this.sentCount()).toBe(CONSENTING);
  }

  get consenting(): number {
    return CONSENTING;
  }

  /** The pg-boss jobs that worked this campaign (state, tries, created/started/completed), for the log. */
  jobs(topology: Topology): string {
    return runSql(
      topology,
      `select state || ' (tentativas ' || retry_count || ') ' || to_char(created_on, 'HH24:MI:SS') || ' → ' ||
              coalesce(to_char(started_on, 'HH24:MI:SS'), '-') || ' → ' || coalesce(to_char(completed_on, 'HH24:MI:SS'), '-')
         from pgboss.job where name = 'envio-massa' and data->>'idCampanha' = '${this.id}' order by created_on`,
    ).replace(/\n/g, '; ');
  }

  async close(): Promise<void> {
    if (this.watcher) clearInterval(this.watcher);
    await this.gateway.close();
  }
}
