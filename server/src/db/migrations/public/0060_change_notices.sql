-- Every change to who may call what (users, tenants, memberships) is announced on the channel
-- tradepost_changes at commit, to every server process: each keeps the gate's answers for a short
-- while and forgets them when it hears this (server/src/modules/users/callers.ts).
CREATE OR REPLACE FUNCTION public.announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tradepost_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER users_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.users
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change();
CREATE TRIGGER tenants_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.tenants
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change();
CREATE TRIGGER memberships_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.memberships
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change();
