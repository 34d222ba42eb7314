-- Who holds the results import's turn: the poll that took it extends it (every third of JOB_LEASE_MS) and ends it,
-- and no other poll can end or extend a turn that is not its own; a killed instance's turn passes when it runs out.
ALTER TABLE "import_state" ADD COLUMN "running_by" text;
