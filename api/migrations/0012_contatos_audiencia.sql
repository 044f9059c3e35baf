-- Marketing I (issue #15): contacts become the one audience (DESIGN §5b). Tags, an owner, and the
-- LGPD marketing consent with when and how it was given or revoked. The phone stays as 0004/0006
-- keep it (national digits, E.164 derived and unique per institution).
alter table contatos add column tags text[] not null default '{}'
  check (cardinality(tags) <= 30);
alter table contatos add column id_responsavel integer;
alter table contatos add constraint contatos_responsavel_fk
  foreign key (id_responsavel, id_instituicao) references usuario (id, id_instituicao) on delete set null (id_responsavel);
-- Consent: `consentimento_marketing` says whether marketing may write now; `consentimento_em` and
-- `consentimento_origem` say when and how it last changed (given or revoked).
alter table contatos add column consentimento_marketing boolean not null default false;
alter table contatos add column consentimento_em timestamptz;
alter table contatos add column consentimento_origem text
  check (consentimento_origem is null or consentimento_origem in ('formulario', 'chat', 'importacao', 'manual'));
create index contatos_tags_idx on contatos using gin (tags);
-- Birthdays by month and day, whatever the year.
create index contatos_aniversario_idx on contatos (id_instituicao, extract(month from data_nascimento), extract(day from data_nascimento))
  where data_nascimento is not null;
