-- The four roles, with the ids the back office uses (3 predictor, 4 admin).
INSERT INTO "roles" ("id", "document_id", "name", "description", "type") VALUES
  (1, 'rauthenticated0000000001', 'Authenticated', 'Default role given to authenticated user.', 'authenticated'),
  (2, 'rpublic00000000000000002', 'Public', 'Default role given to unauthenticated user.', 'public'),
  (3, 'rpredictor00000000000003', 'Predictor', 'A player of the game.', 'predictor'),
  (4, 'radmin000000000000000004', 'Admin', 'Runs the back office.', 'admin')
ON CONFLICT ("id") DO NOTHING;
