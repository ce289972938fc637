-- Who queued each message: the tenant's contact for that message. The worker answers replies to
-- them (Reply-To, their email as it is at delivery); a user who is deleted leaves it unset.
ALTER TABLE messages ADD COLUMN sent_by integer REFERENCES users(id) ON DELETE SET NULL;
