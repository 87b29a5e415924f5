-- A code dies after a few wrong guesses (api/src/modules/auth/outbox.ts): the count lives with the code.
ALTER TABLE outbox ADD COLUMN wrong_guesses INTEGER NOT NULL DEFAULT 0;
