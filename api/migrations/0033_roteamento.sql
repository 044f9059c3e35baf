-- Routing of issue #27 (docs/decisions/0037-presenca-atribuicao-horario.md): who of staff is
-- online, ausente or offline; automatic assignment per queue (round robin with a capacity);
-- business hours per queue with an away message; an AI specialist as a queue's first responder.

-- Presence. "ausente" is the user's own choice (kept until they choose "disponível" again); online
-- is any hub connection alive on any API process, one row per connection. A process refreshes
-- `visto_em` of its rows while it lives, so the rows of a process that died expire by themselves.
alter table usuario add column ausente boolean not null default false;

create table presenca_conexao (
  -- The hub connection's public id (random, unique across processes).
  id_conexao text primary key,
  id_usuario integer not null,
  id_instituicao integer not null,
  -- The API process holding it (random per start): its heartbeat refreshes its own rows.
  processo text not null,
  visto_em timestamptz not null default now(),
  foreign key (id_usuario, id_instituicao) references usuario (id, id_instituicao) on delete cascade
);
create index presenca_conexao_usuario_idx on presenca_conexao (id_usuario, visto_em);
create index presenca_conexao_processo_idx on presenca_conexao (processo);

-- A queue's routing settings. Automatic assignment is off until the gestor turns it on; the
-- capacity is per member of this queue (open conversations of the queue they hold at once).
alter table fila add column atribuicao_automatica boolean not null default false;
alter table fila add column capacidade smallint not null default 5 check (capacidade between 1 and 50);
-- Business hours: { "intervalos": [{ "dia": 0-6, "inicio": "HH:MM", "fim": "HH:MM" }], "feriados": ["YYYY-MM-DD"] }
-- in São Paulo time; null: no hours (always open, no away message).
alter table fila add column horario jsonb;
-- The away message sent once when a contact writes outside hours; null: the pt-BR default.
alter table fila add column mensagem_ausencia text check (length(btrim(mensagem_ausencia)) between 1 and 1000);
-- The AI specialist that answers the queue's conversations first (its hand-off gives them to the people).
alter table fila add column id_especialista integer;
alter table fila add constraint fila_especialista_fkey foreign key (id_especialista, id_instituicao)
  references especialista (id, id_instituicao) on delete set null (id_especialista);
-- Round robin: the member who got a conversation longest ago (or never) is next.
alter table fila_membro add column ultima_atribuicao_em timestamptz;

-- A conversation that arrived outside its queue's hours waits, marked "Fora do horário", until
-- someone answers it; the value is when the hours open.
alter table chat add column fora_do_horario_ate timestamptz;
-- The queue's waiting conversations (nobody holds them), oldest first, for the assignment.
create index chat_fila_espera_idx on chat (id_fila, created_at) where id_responsavel is null and status <> 'resolvida';

-- On a service's opening fact ('aberta'/'reaberta'): the service arrived outside hours and its
-- waiting time in business hours counts from this instant (the opening), beside the wall time.
alter table conversa_evento add column conta_desde timestamptz;
