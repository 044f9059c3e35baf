-- Read receipts on WhatsApp (issue #26, docs/decisions/0027): a contact's message waits for staff
-- to open its conversation, then the API tells the contact's phone it was read (blue ticks), once.
-- leitura_pendente: set when the contact's message is stored; cleared when the receipt is claimed
-- (set again if the gateway refused it, so the next open retries). Messages stored before this
-- column, staff's messages and notes never get a receipt.
alter table mensagem add column leitura_pendente boolean not null default false;
create index mensagem_leitura_pendente_idx on mensagem (id_chat, id) where leitura_pendente;
