-- Custom fields of a contact (issue #16): name → text pairs ({"cidade": "Campinas"}) that campaign
-- variants use as variables ({cidade}), beside the built-in {nome}, {primeiroNome} and {telefone}.
-- One jsonb object rather than a table of fields: each institution names its own, they are read
-- whole with the contact (a recipient's message is rendered from one row), and the form offers
-- the names in use with jsonb_object_keys. Names, values and how many are checked by the API
-- (shared/src/contracts/marketing.ts, camposContatoSchema); here only that it is an object, so
-- rendering never meets an array or a scalar.
alter table contatos add column campos jsonb not null default '{}'
  constraint contatos_campos_objeto check (jsonb_typeof(campos) = 'object');
