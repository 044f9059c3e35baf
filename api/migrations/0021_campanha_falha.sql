-- Issue #22: background work isolates each campaign. When a scheduled start or a run fails, the
-- campaign leaves the clock's way (a draft, or paused while sending) and says why, in pt-BR, until
-- staff edit it or start it again; the other institutions' campaigns go on.
alter table especialista_campanha
  add column falha text check (falha is null or length(falha) <= 300),
  add column falha_em timestamptz;
