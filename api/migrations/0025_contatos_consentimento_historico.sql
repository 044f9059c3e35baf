-- The Contacts screen (issue #28, docs/decisions/0029-contatos-e-consentimento.md): every change
-- of a contact's LGPD marketing consent as a history that is never rewritten, and the indexes the
-- list needs for 100,000 contacts.

-- One row per change: given or revoked, when, how (formulario, chat = the WhatsApp "SAIR",
-- importacao, manual = staff), by whom (null: the system) and a note (required of staff).
-- `contatos.consentimento_*` stays the current value the audiences read; the trigger below keeps
-- it and the latest row of this table the same thing.
create table contato_consentimento (
  id bigint generated always as identity primary key,
  id_instituicao integer not null,
  id_contato integer not null,
  marketing boolean not null,
  origem text not null check (origem in ('formulario', 'chat', 'importacao', 'manual')),
  id_usuario integer references usuario (id) on delete set null,
  nota text check (nota is null or length(nota) between 1 and 500),
  em timestamptz not null,
  foreign key (id_contato, id_instituicao) references contatos (id, id_instituicao) on delete cascade
);
create index contato_consentimento_contato_idx on contato_consentimento (id_contato, em desc, id desc);

-- Never rewritten: an update is refused, and a row goes only with its contact (the cascade runs
-- after the contact's row is gone, so the contact no longer exists when this trigger asks).
create function contato_consentimento_imutavel() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from contatos where id = old.id_contato) then
    return old;
  end if;
  raise exception 'o histórico de consentimento não é alterado nem apagado' using errcode = 'check_violation';
end $$;
create trigger contato_consentimento_imutavel before update or delete on contato_consentimento
  for each row execute function contato_consentimento_imutavel();

-- Whoever changes the consent on `contatos` (a route, the "SAIR" reply, an import, a seed) gets a
-- history row in the same transaction. Who and why come from two transaction-local settings the
-- writer sets beforehand (set_config('colabora.consentimento_por', '7', true), …_nota); unset, the
-- change was the system's.
create function contatos_consentimento_historico() returns trigger language plpgsql as $$
begin
  if new.consentimento_em is null or new.consentimento_origem is null then
    return null;
  end if;
  if tg_op = 'UPDATE'
     and new.consentimento_marketing is not distinct from old.consentimento_marketing
     and new.consentimento_em is not distinct from old.consentimento_em
     and new.consentimento_origem is not distinct from old.consentimento_origem then
    return null;
  end if;
  insert into contato_consentimento (id_instituicao, id_contato, marketing, origem, id_usuario, nota, em)
  values (new.id_instituicao, new.id, new.consentimento_marketing, new.consentimento_origem,
          nullif(current_setting('colabora.consentimento_por', true), '')::integer,
          nullif(current_setting('colabora.consentimento_nota', true), ''),
          new.consentimento_em);
  return null;
end $$;
create trigger contatos_consentimento_historico after insert or update of consentimento_marketing, consentimento_em, consentimento_origem
  on contatos for each row execute function contatos_consentimento_historico();

-- What the contacts already say is the first row of their history (when and how they say it).
insert into contato_consentimento (id_instituicao, id_contato, marketing, origem, nota, em)
select id_instituicao, id, consentimento_marketing, consentimento_origem,
       'Registro anterior ao histórico de consentimento.', consentimento_em
  from contatos
 where consentimento_em is not null and consentimento_origem is not null;

-- The list: by name (keyset on lower(nome), id), filtered by consent and birthday month.
create index contatos_lista_nome_idx on contatos (id_instituicao, lower(nome), id);
create index contatos_consentimento_idx on contatos (id_instituicao, consentimento_marketing);
-- A contact's page: its orders (matched by phone) and the campaigns it received.
create index pedido_cliente_telefone_idx on pedido (id_instituicao, cliente_telefone, created_at desc)
  where cliente_telefone is not null;
create index campanha_destinatario_contato_idx on campanha_destinatario (id_contato) where id_contato is not null;

-- The screen, granted like the others: every profile that opens the leads opens the contacts with
-- the same letters (demo profiles get theirs from the seed).
insert into menu (id_menu, rota, titulo, icone, descricao_menu, ordem) values
  (25, 'contatos', 'Contatos', 'contacts', 'Contatos, etiquetas e consentimento de marketing (LGPD).', 85);
insert into perfil_menu (id_perfil, id_menu, crud)
select id_perfil, 25, crud from perfil_menu where id_menu = 8
on conflict do nothing;
