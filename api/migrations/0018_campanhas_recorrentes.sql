-- Recurring campaigns (issue #16): a campaign may repeat each day, week or month, until a date.
-- Each repetition is a run (`rodada`) with its own recipients, so "each recipient receives a
-- campaign's message at most once" becomes "at most once per run": the exactly-once record is
-- now (campaign, run, recipient). The campaign's `rodada` is its current (or last) run; its
-- counters and the envio-massa table show that one, earlier runs stay listed by number.
alter table especialista_campanha add column recorrencia_frequencia text
  check (recorrencia_frequencia is null or recorrencia_frequencia in ('diaria', 'semanal', 'mensal'));
-- The last local day (America/Sao_Paulo) a repetition may start on; null repeats until cancelled.
alter table especialista_campanha add column recorrencia_ate date;
-- The first run's scheduled instant: the anchor every later run keeps its local time and day from.
alter table especialista_campanha add column recorrencia_inicio timestamptz;
alter table especialista_campanha add column rodada integer not null default 1 check (rodada >= 1);
alter table especialista_campanha add constraint especialista_campanha_recorrencia_check
  check (recorrencia_frequencia is null or recorrencia_inicio is not null);

alter table campanha_destinatario add column rodada integer not null default 1 check (rodada >= 1);
alter table campanha_destinatario drop constraint campanha_destinatario_pkey;
alter table campanha_destinatario add primary key (id_campanha, rodada, ordem);
alter table campanha_destinatario drop constraint campanha_destinatario_id_campanha_telefone_key;
alter table campanha_destinatario add constraint campanha_destinatario_rodada_telefone_key
  unique (id_campanha, rodada, telefone);
drop index campanha_destinatario_status_idx;
create index campanha_destinatario_status_idx on campanha_destinatario (id_campanha, rodada, status, ordem);
