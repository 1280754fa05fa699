-- Switching hub and approving as a hub manager were decided by the role names 'Hub Manager' and 'HubBranch'; they are permissions now, so a renamed role keeps its powers.
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'is_hub_manager' FROM "roles" WHERE "name" = 'Hub Manager' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'hub_switch' FROM "roles" WHERE "name" = 'HubBranch' ON CONFLICT DO NOTHING;
